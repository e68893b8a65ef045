import { Group } from '@mantine/core';
import { formatPeriodKey } from '@mobiverte/contracts';
import {
  choosePeriod,
  type ChoicePeriod,
  getEffectivePeriodKey,
  isCalendarPeriod,
  type PeriodChoice,
} from './period-choice';
import { PeriodFilter } from './period-filter';
import { PeriodNavigator } from './period-navigator';
import type { ChallengeOption, PeriodFilterValue } from './period-filter';
import { usePeriodLabel } from './use-period-label';

interface PeriodControlProps<T extends PeriodChoice> {
  value: T;
  /** Today in the city's time zone: the current period, and nothing to see after it. */
  today: string;
  periods: readonly ChoicePeriod[];
  onChange: (value: T) => void;
  /** The challenges to choose from when `periods` offers `challenges`. */
  challenges?: readonly ChallengeOption[];
}

/**
 * Week, month, year, range or a challenge, with previous/next for calendar periods: the period control of every
 * dashboard.
 */
export function PeriodControl<T extends PeriodChoice>({
  value,
  today,
  periods,
  onChange,
  challenges,
}: PeriodControlProps<T>) {
  const periodLabel = usePeriodLabel();
  const periodKey = getEffectivePeriodKey(value, today);
  const filterValue: PeriodFilterValue = { ...value, challengeId: value.challengeId ?? null };
  const change = (next: PeriodFilterValue) =>
    onChange(
      next.period === value.period
        ? { ...value, startDate: next.startDate, endDate: next.endDate, challengeId: next.challengeId }
        : choosePeriod(value, next.period as ChoicePeriod, today),
    );
  return (
    <Group align="flex-start" wrap="wrap" gap="md">
      <PeriodFilter value={filterValue} onChange={change} periods={periods} challenges={challenges} />
      {isCalendarPeriod(value.period) && periodKey && (
        <PeriodNavigator
          period={value.period}
          periodKey={periodKey}
          currentKey={formatPeriodKey(value.period, today)}
          label={periodLabel(value.period, periodKey)}
          onChange={(key) => onChange({ ...value, periodKey: key })}
        />
      )}
    </Group>
  );
}

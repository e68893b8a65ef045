import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type ChangeDirection, computeChange } from './stat-change';

const LOOK: Record<Exclude<ChangeDirection, 'none'>, { color: string; Icon: typeof IconArrowUpRight }> = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  flat: { color: 'gray', Icon: IconArrowRight },
  new: { color: 'teal', Icon: IconSparkles },
};

interface ChangeIndicatorProps {
  current: number;
  previous: number;
  previousRange: { startDate: string; endDate: string };
  /** False on the first day of a period in progress (contracts' `isComparable`): no badge yet. */
  comparable?: boolean;
}

/** "↗ 12 % vs période précédente", "Nouveau", or why there is no comparison, with the whole sentence for screen readers. */
export function ChangeIndicator({ current, previous, previousRange, comparable = true }: ChangeIndicatorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = computeChange(current, previous);
  const direction = comparable ? change.direction : 'none';
  const value = change.ratio === null ? '' : format.percent(Math.abs(change.ratio));
  const range = format.calendarRange(previousRange.startDate, previousRange.endDate);
  const spoken = comparable ? `period.change.${direction}` : 'period.change.not_yet';
  const hint = direction === 'none' ? (comparable ? 'none_hint' : 'not_yet_hint') : 'versus_previous';
  const look = direction === 'none' ? null : LOOK[direction];
  return (
    <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
      {look && (
        <Badge
          variant="light"
          color={look.color}
          size="md"
          leftSection={<look.Icon size={14} aria-hidden />}
          aria-hidden
          title={t('period.change.previous_range', { range })}
          style={{ flexShrink: 0 }}
        >
          {direction === 'flat' || direction === 'new' ? t(`period.change.${direction}_short`) : value}
        </Badge>
      )}
      <Text fz="xs" c="dimmed" aria-hidden>
        {t(`period.change.${hint}`)}
      </Text>
      <VisuallyHidden>{t(spoken, { value, range })}</VisuallyHidden>
    </Group>
  );
}

import { Group, Stack, TextInput } from '@mantine/core';
import { PERIODS, type Period, periodFieldErrors } from '@mobiverte/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '@/components/segmented/segmented-choice';

/** The date inputs of a range, and the Select of a challenge, load when that period is picked. */
const RangeInputs = lazy(() => import('./range-inputs').then((module) => ({ default: module.RangeInputs })));
/** The Select of a challenge loads the first time the challenges period is picked. */
const ChallengeSelect = lazy(() =>
  import('./challenge-select').then((module) => ({ default: module.ChallengeSelect })),
);

/** Calendar dates are 'YYYY-MM-DD' strings throughout. */
export interface PeriodFilterValue {
  period: Period;
  /** For `range`. */
  startDate: string | null;
  endDate: string | null;
  /** For `challenges`. */
  challengeId: string | null;
}

export interface ChallengeOption {
  id: string;
  name: string;
}

interface PeriodFilterProps {
  value: PeriodFilterValue;
  onChange: (value: PeriodFilterValue) => void;
  challenges?: readonly ChallengeOption[];
  /** Leave out the challenges choice where there are none to pick from. */
  periods?: readonly Period[];
}

/** Week, month, year, a date range (end date required) or a challenge (challenge required). */
export function PeriodFilter({ value, onChange, challenges = [], periods = PERIODS }: PeriodFilterProps) {
  const { t } = useTranslation();
  const errors = periodFieldErrors({
    period: value.period,
    startDate: value.startDate ?? undefined,
    endDate: value.endDate ?? undefined,
    challenge: value.challengeId ?? undefined,
  });
  const errorText = (code: string | undefined) => code && t(`period.errors.${code}`);
  return (
    <Stack gap="sm">
      <SegmentedChoice
        aria-label={t('period.label')}
        value={value.period}
        onChange={(period) => onChange({ ...value, period })}
        data={periods.map((period) => ({ value: period, label: t(`period.options.${period}`) }))}
      />
      {value.period === 'range' && (
        <Suspense
          fallback={
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput label={t('period.start_date')} placeholder={t('period.pick_date')} miw={200} disabled />
              <TextInput label={t('period.end_date')} placeholder={t('period.pick_date')} miw={200} disabled />
            </Group>
          }
        >
          <RangeInputs value={value} onChange={onChange} errorText={errorText} errors={errors} />
        </Suspense>
      )}
      {value.period === 'challenges' && (
        <Suspense
          fallback={
            <TextInput label={t('period.challenge')} placeholder={t('period.pick_challenge')} maw={360} disabled />
          }
        >
          <ChallengeSelect
            label={t('period.challenge')}
            placeholder={t('period.pick_challenge')}
            data={challenges.map(({ id, name }) => ({ value: id, label: name }))}
            value={value.challengeId}
            onChange={(challengeId) => onChange({ ...value, challengeId })}
            error={errorText(errors.challenge)}
            nothingFoundMessage={t('period.no_challenges')}
            searchable
            required
            withAsterisk={false}
            maw={360}
          />
        </Suspense>
      )}
    </Stack>
  );
}

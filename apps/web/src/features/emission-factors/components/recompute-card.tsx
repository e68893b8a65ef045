import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { type DayRange, periodFieldErrors, RECOMPUTE_MAX_DAYS, type RecomputeResult } from '@mobiverte/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { RangeInputs } from '@/components/period-filter/range-inputs';
import { useFormatters } from '@/lib/use-formatters';

const daysOf = (range: DayRange) => (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000 + 1;

/** An admin's recomputation of a period with the factors in force (confirmed first: statistics change). */
export function RecomputeCard({
  initial,
  onRecompute,
}: {
  initial: DayRange;
  onRecompute: (range: DayRange) => Promise<RecomputeResult>;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const run = useConfirmedAction();
  const [range, setRange] = useState<DayRange>(initial);
  const [result, setResult] = useState<RecomputeResult | null>(null);
  const errors = periodFieldErrors({ period: 'range', ...range });
  const tooLong = daysOf(range) > RECOMPUTE_MAX_DAYS;
  const recompute = () =>
    run({
      title: t('emission_factors.recompute.confirm_title'),
      message: t('emission_factors.recompute.confirm', { range: format.calendarRange(range.startDate, range.endDate) }),
      confirmLabel: t('emission_factors.recompute.submit'),
      success: t('emission_factors.recompute.success'),
      run: async () => setResult(await onRecompute(range)),
    });
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('emission_factors.recompute.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('emission_factors.recompute.text')}
        </Text>
        <RangeInputs
          value={{ period: 'range', challengeId: null, ...range }}
          onChange={(next) =>
            next.startDate && next.endDate && setRange({ startDate: next.startDate, endDate: next.endDate })
          }
          errors={errors}
          errorText={(code) => code && t(`period.errors.${code}`)}
        />
        {tooLong && (
          <Text c="red" fz="sm" role="alert">
            {t('errors.recompute_range_too_long')}
          </Text>
        )}
        <div>
          <Button
            variant="light"
            onClick={() => void recompute()}
            disabled={tooLong || !!errors.startDate || !!errors.endDate}
          >
            {t('emission_factors.recompute.submit')}
          </Button>
        </div>
        {result && (
          <Text fz="sm" role="status">
            {t('emission_factors.recompute.result', {
              trips: format.number(result.trips),
              changed: format.number(result.changed),
              before: format.number(result.ghgMgBefore / 1e6, { maximumFractionDigits: 1 }),
              after: format.number(result.ghgMgAfter / 1e6, { maximumFractionDigits: 1 }),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

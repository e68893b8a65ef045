import { Button, Group, Stack } from '@mantine/core';
import { type DayRange, periodFieldErrors } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { RangeInputs } from '@/components/period-filter/range-inputs';
import { presetRange, RANGE_PRESETS, rangePresetOf } from '../lib/map-filters';

interface RangeFieldProps {
  value: DayRange;
  /** Today in the city's time zone. */
  today: string;
  onChange: (range: DayRange) => void;
  /** Without presets: the comparison period, chosen by its dates. */
  withPresets?: boolean;
}

/** A range of days: presets (this month, last month, the last 90 days, this year) and the two dates. */
export function RangeField({ value, today, onChange, withPresets = true }: RangeFieldProps) {
  const { t } = useTranslation();
  const preset = rangePresetOf(value, today);
  const errors = periodFieldErrors({ period: 'range', startDate: value.startDate, endDate: value.endDate });
  return (
    <Stack gap={6}>
      {withPresets && (
        <Group gap={6} role="group" aria-label={t('maps.filters.presets')}>
          {RANGE_PRESETS.map((item) => (
            <Button
              key={item}
              size="compact-sm"
              variant={preset === item ? 'filled' : 'default'}
              aria-pressed={preset === item}
              onClick={() => onChange(presetRange(item, today))}
            >
              {t(`maps.filters.range_presets.${item}`)}
            </Button>
          ))}
        </Group>
      )}
      <RangeInputs
        value={{ period: 'range', challengeId: null, ...value }}
        onChange={(next) =>
          next.startDate && next.endDate && onChange({ startDate: next.startDate, endDate: next.endDate })
        }
        errors={errors}
        errorText={(code) => code && t(`period.errors.${code}`)}
      />
    </Stack>
  );
}

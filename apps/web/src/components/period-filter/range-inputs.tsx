import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@/components/dates/lazy-date-inputs';
import type { PeriodFilterValue } from './period-filter';

interface RangeInputsProps {
  value: PeriodFilterValue;
  onChange: (value: PeriodFilterValue) => void;
  errorText: (code: string | undefined) => string | undefined;
  errors: { startDate?: string; endDate?: string };
}

/** The start and end dates of a range period, loaded when that period is picked (period-filter.tsx). */
export function RangeInputs({ value, onChange, errorText, errors }: RangeInputsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DatePickerInput
        label={t('period.start_date')}
        placeholder={t('period.pick_date')}
        valueFormat={t('period.date_format')}
        value={value.startDate}
        onChange={(startDate) => onChange({ ...value, startDate })}
        error={errorText(errors.startDate)}
        required
        withAsterisk={false}
        miw={200}
      />
      <DatePickerInput
        label={t('period.end_date')}
        placeholder={t('period.pick_date')}
        valueFormat={t('period.date_format')}
        value={value.endDate}
        minDate={value.startDate ?? undefined}
        onChange={(endDate) => onChange({ ...value, endDate })}
        error={errorText(errors.endDate)}
        required
        withAsterisk={false}
        miw={200}
      />
    </Group>
  );
}

import { Group } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { LIMIT_PERIODS } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';

interface LimitValueFieldsProps<Values> {
  form: Pick<UseFormReturnType<Values>, 'getInputProps' | 'key'>;
  valueName: LooseKeys<Values>;
  /** Shown beside the value when the limit counts per period. */
  periodName?: LooseKeys<Values>;
  label: string;
  description: string;
}

/** A limit's value typed as free text (a comma for decimals), and its period when it has one. */
export function LimitValueFields<Values>({
  form,
  valueName,
  periodName,
  label,
  description,
}: LimitValueFieldsProps<Values>) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextField
        label={label}
        description={description}
        inputWrapperOrder={HINT_BELOW_INPUT}
        inputMode="decimal"
        autoComplete="off"
        style={{ flex: '1 1 200px' }}
        maw={280}
        control={form}
        name={valueName}
      />
      {periodName !== undefined && (
        <SelectField
          label={t('limits.period_label')}
          data={LIMIT_PERIODS.map((period) => ({ value: period, label: t(`limits.periods.${period}`) }))}
          allowDeselect={false}
          w={160}
          control={form}
          name={periodName}
        />
      )}
    </Group>
  );
}

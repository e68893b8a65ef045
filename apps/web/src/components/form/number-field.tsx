import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toIntlLocale } from '@/lib/format';
import { type FormBinding, shownValue, useFieldProps } from './field-binding';
import { formatNumberValue } from './field-value';
import { ReadOnlyValue, useFormReadOnly } from './read-only';

/**
 * A number is never changed behind the user's back: no stripped minus sign or decimals, no clamping to
 * min/max, no rounding; the form's validation refuses what does not fit, with a message.
 */
type StrictNumberInputProps = Omit<
  NumberInputProps,
  'allowNegative' | 'allowDecimal' | 'clampBehavior' | 'decimalScale'
>;

export function NumberField<Values>(props: StrictNumberInputProps & FormBinding<Values>) {
  const { i18n } = useTranslation();
  const { key, rest } = useFieldProps(props);
  const readOnly = useFormReadOnly();
  if (readOnly) {
    const { prefix, suffix } = rest;
    const value = shownValue(rest) as number | string | undefined;
    return (
      <ReadOnlyValue label={rest.label}>
        {formatNumberValue(value, toIntlLocale(i18n.language), { prefix, suffix })}
      </ReadOnlyValue>
    );
  }
  return <NumberInput key={key} withAsterisk={false} clampBehavior="none" {...rest} />;
}

import {
  Checkbox,
  type CheckboxProps,
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toIntlLocale } from '@/lib/format';
import { formatNumberValue, getOptionLabel } from './field-value';
import { ReadOnlyValue, useFormReadOnly } from './read-only';

/** `inputWrapperOrder` that puts the hint under the input, so that the inputs of a row line up. */
export const HINT_BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Binds a field to a Mantine form by name: `<TextField control={form} name="email" />`. */
interface FormBinding<Values> {
  control?: Pick<UseFormReturnType<Values>, 'getInputProps' | 'key'>;
  name?: LooseKeys<Values>;
}

/**
 * Required fields carry `required` for assistive technologies without a visual asterisk (optional ones say
 * so in their label), so that labels read exactly as written.
 * Form errors are translation keys (see lib/validation); these fields show them translated, inline.
 * A field bound to a form takes its value, change handler and error from it; its own props win.
 */
function useFieldProps<Values, P extends { error?: ReactNode }>(
  { control, ...own }: P & FormBinding<Values>,
  type: 'input' | 'checkbox' = 'input',
) {
  const { t } = useTranslation();
  const { name } = own;
  const bound = control && name !== undefined ? control.getInputProps(name, { type }) : {};
  const key = control && name !== undefined ? control.key(name) : undefined;
  const { error, ...rest } = { ...bound, ...own } as typeof own & { error?: ReactNode };
  const message: ReactNode = typeof error === 'string' && error !== '' ? t(error as string) : error;
  return { key, rest: { ...rest, error: message } };
}

/** What a field shows in a read-only form: its value, whether the form is controlled or not. */
function shownValue(rest: { value?: unknown; defaultValue?: unknown }): unknown {
  return rest.value ?? rest.defaultValue;
}

export function TextField<Values>(props: TextInputProps & FormBinding<Values>) {
  const { key, rest } = useFieldProps(props);
  const readOnly = useFormReadOnly();
  if (readOnly) return <ReadOnlyValue label={rest.label}>{shownValue(rest) as string}</ReadOnlyValue>;
  return <TextInput key={key} withAsterisk={false} {...rest} />;
}

export function TextareaField<Values>(props: TextareaProps & FormBinding<Values>) {
  const { key, rest } = useFieldProps(props);
  const readOnly = useFormReadOnly();
  if (readOnly) return <ReadOnlyValue label={rest.label}>{shownValue(rest) as string}</ReadOnlyValue>;
  return <Textarea key={key} withAsterisk={false} {...rest} />;
}

export function PasswordField<Values>(props: PasswordInputProps & FormBinding<Values>) {
  const { t } = useTranslation();
  const { key, rest } = useFieldProps(props);
  return (
    <PasswordInput
      key={key}
      withAsterisk={false}
      {...rest}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.toggle_password_visibility') }}
    />
  );
}

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

export function SelectField<Values>(props: SelectProps & FormBinding<Values>) {
  const { key, rest } = useFieldProps(props);
  const readOnly = useFormReadOnly();
  if (readOnly) {
    return (
      <ReadOnlyValue label={rest.label}>{getOptionLabel(rest.data, shownValue(rest) as string | null)}</ReadOnlyValue>
    );
  }
  return <Select key={key} withAsterisk={false} {...rest} />;
}

export function CheckboxField<Values>(props: CheckboxProps & FormBinding<Values>) {
  const { t } = useTranslation();
  const { key, rest } = useFieldProps(props, 'checkbox');
  const readOnly = useFormReadOnly();
  if (readOnly) {
    const checked = rest.checked ?? rest.defaultChecked ?? false;
    return <ReadOnlyValue label={rest.label}>{checked ? t('actions.yes') : t('actions.no')}</ReadOnlyValue>;
  }
  return <Checkbox key={key} {...rest} />;
}

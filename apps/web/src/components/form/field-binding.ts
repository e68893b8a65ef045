import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The fields live one per module (`text-field.tsx`, `number-field.tsx`…) so that a page loads only the Mantine
 * inputs it shows: the login page does not download `NumberInput` and react-number-format.
 */

/** `inputWrapperOrder` that puts the hint under the input, so that the inputs of a row line up. */
export const HINT_BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Binds a field to a Mantine form by name: `<TextField control={form} name="email" />`. */
export interface FormBinding<Values> {
  control?: Pick<UseFormReturnType<Values>, 'getInputProps' | 'key'>;
  name?: LooseKeys<Values>;
}

/**
 * Required fields carry `required` for assistive technologies without a visual asterisk (optional ones say
 * so in their label), so that labels read exactly as written.
 * Form errors are translation keys (see lib/validation); these fields show them translated, inline.
 * A field bound to a form takes its value, change handler and error from it; its own props win.
 */
export function useFieldProps<Values, P extends { error?: ReactNode }>(
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
export function shownValue(rest: { value?: unknown; defaultValue?: unknown }): unknown {
  return rest.value ?? rest.defaultValue;
}

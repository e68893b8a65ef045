import { TextInput, type TextInputProps } from '@mantine/core';
import { type FormBinding, shownValue, useFieldProps } from './field-binding';
import { ReadOnlyValue, useFormReadOnly } from './read-only';

export function TextField<Values>(props: TextInputProps & FormBinding<Values>) {
  const { key, rest } = useFieldProps(props);
  const readOnly = useFormReadOnly();
  if (readOnly) return <ReadOnlyValue label={rest.label}>{shownValue(rest) as string}</ReadOnlyValue>;
  return <TextInput key={key} withAsterisk={false} {...rest} />;
}

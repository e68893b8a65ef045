import { Textarea, type TextareaProps } from '@mantine/core';
import { type FormBinding, shownValue, useFieldProps } from './field-binding';
import { ReadOnlyValue, useFormReadOnly } from './read-only';

export function TextareaField<Values>(props: TextareaProps & FormBinding<Values>) {
  const { key, rest } = useFieldProps(props);
  const readOnly = useFormReadOnly();
  if (readOnly) return <ReadOnlyValue label={rest.label}>{shownValue(rest) as string}</ReadOnlyValue>;
  return <Textarea key={key} withAsterisk={false} {...rest} />;
}

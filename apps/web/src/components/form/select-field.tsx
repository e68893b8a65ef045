import { Select, type SelectProps } from '@mantine/core';
import { type FormBinding, shownValue, useFieldProps } from './field-binding';
import { getOptionLabel } from './field-value';
import { ReadOnlyValue, useFormReadOnly } from './read-only';

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

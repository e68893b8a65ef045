import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FormBinding, useFieldProps } from './field-binding';
import { ReadOnlyValue, useFormReadOnly } from './read-only';

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

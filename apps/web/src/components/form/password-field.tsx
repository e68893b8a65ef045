import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FormBinding, useFieldProps } from './field-binding';

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

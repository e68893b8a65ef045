import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ContactKey, FieldNames } from './fieldset-rules';
import { TextField } from './text-field';

interface ContactFieldsetProps<Values> {
  form: UseFormReturnType<Values>;
  names?: FieldNames<ContactKey>;
  /** The e-mail's label ("Adresse e-mail de connexion"); without one the fieldset has only the phone. */
  emailLabel?: string;
  emailRequired?: boolean;
}

/** How to reach someone: an e-mail address and a phone number; its rules are `contactRules`. */
export function ContactFieldset<Values>({
  form,
  names = {},
  emailLabel,
  emailRequired = false,
}: ContactFieldsetProps<Values>) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {emailLabel && (
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          required={emailRequired}
          control={form}
          name={names.email ?? 'email'}
        />
      )}
      <TextField
        label={t('fields.phone_optional')}
        type="tel"
        autoComplete="tel"
        control={form}
        name={names.phone ?? 'phone'}
      />
    </SimpleGrid>
  );
}

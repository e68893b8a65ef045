import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { FieldNames, PersonKey } from './fieldset-rules';
import { TextField } from './text-field';

interface PersonFieldsetProps<Values> {
  form: UseFormReturnType<Values>;
  names?: FieldNames<PersonKey>;
  /** Labels that say whose name it is ("Prénom du coordonnateur"); "Prénom" / "Nom" otherwise. */
  labels?: Partial<Record<PersonKey, string>>;
  required?: boolean;
}

/** A person's first and last names side by side; its rules are `personRules`. */
export function PersonFieldset<Values>({
  form,
  names = {},
  labels = {},
  required = true,
}: PersonFieldsetProps<Values>) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField
        label={labels.firstName ?? t('fields.first_name')}
        autoComplete="given-name"
        required={required}
        control={form}
        name={names.firstName ?? 'firstName'}
      />
      <TextField
        label={labels.lastName ?? t('fields.last_name')}
        autoComplete="family-name"
        required={required}
        control={form}
        name={names.lastName ?? 'lastName'}
      />
    </SimpleGrid>
  );
}

import { SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressKey, FieldNames } from './fieldset-rules';
import { TextField } from './text-field';

interface AddressFieldsetProps<Values> {
  form: UseFormReturnType<Values>;
  names?: FieldNames<AddressKey>;
  postalCodeRequired?: boolean;
  /** The postal code's example and its country-specific error, when the form checks one. */
  postalCodeProps?: { placeholder?: string; error?: ReactNode };
  /** After the postal code on the same row, e.g. the country. */
  children?: ReactNode;
}

/** A street address: street, then city and postal code; its rules are `addressRules`. */
export function AddressFieldset<Values>({
  form,
  names = {},
  postalCodeRequired = false,
  postalCodeProps = {},
  children,
}: AddressFieldsetProps<Values>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextField
        label={t('fields.street')}
        autoComplete="street-address"
        control={form}
        name={names.street ?? 'street'}
      />
      <SimpleGrid cols={{ base: 1, sm: children ? 3 : 2 }} spacing="md">
        <TextField
          label={t('fields.address_city')}
          autoComplete="address-level2"
          control={form}
          name={names.city ?? 'city'}
        />
        <TextField
          label={postalCodeRequired ? t('fields.postal_code') : t('fields.postal_code_optional')}
          autoComplete="postal-code"
          required={postalCodeRequired}
          control={form}
          name={names.postalCode ?? 'postalCode'}
          {...postalCodeProps}
        />
        {children}
      </SimpleGrid>
    </Stack>
  );
}

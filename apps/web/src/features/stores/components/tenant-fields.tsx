import { SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TextareaField, TextField } from '@/components/form/form-fields';
import { URL_PLACEHOLDER } from '../lib/store-form';
import type { TenantFormValues } from '../lib/tenant-form';

interface TenantFieldsProps<Values extends TenantFormValues> {
  form: UseFormReturnType<Values>;
  readOnly?: boolean;
}

/** A merchant's business name, contact person, address, website, logo and description. */
export function TenantFields<Values extends TenantFormValues>({ form, readOnly = false }: TenantFieldsProps<Values>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextField
        label={t('stores.fields.business_name')}
        autoComplete="organization"
        required
        readOnly={readOnly}
        control={form}
        name="name"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          label={t('stores.fields.contact_first_name')}
          autoComplete="given-name"
          readOnly={readOnly}
          control={form}
          name="firstName"
        />
        <TextField
          label={t('stores.fields.contact_last_name')}
          autoComplete="family-name"
          readOnly={readOnly}
          control={form}
          name="lastName"
        />
      </SimpleGrid>
      <TextField
        label={t('stores.fields.phone')}
        type="tel"
        autoComplete="tel"
        readOnly={readOnly}
        control={form}
        name="phone"
      />
      <TextField
        label={t('stores.fields.street')}
        autoComplete="street-address"
        readOnly={readOnly}
        control={form}
        name="street"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          label={t('fields.city')}
          autoComplete="address-level2"
          readOnly={readOnly}
          control={form}
          name="city"
        />
        <TextField
          label={t('stores.fields.postal_code')}
          autoComplete="postal-code"
          readOnly={readOnly}
          control={form}
          name="postalCode"
        />
      </SimpleGrid>
      <TextField
        label={t('stores.fields.website')}
        type="url"
        placeholder={URL_PLACEHOLDER}
        readOnly={readOnly}
        control={form}
        name="website"
      />
      <TextField
        label={t('stores.fields.logo_url')}
        type="url"
        placeholder={URL_PLACEHOLDER}
        readOnly={readOnly}
        control={form}
        name="logoUrl"
      />
      <TextareaField
        label={t('stores.fields.description')}
        autosize
        minRows={3}
        readOnly={readOnly}
        control={form}
        name="description"
      />
    </Stack>
  );
}

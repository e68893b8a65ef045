import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AddressFieldset } from '@/components/form/address-fieldset';
import { ContactFieldset } from '@/components/form/contact-fieldset';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { PersonFieldset } from '@/components/form/person-fieldset';
import { URL_PLACEHOLDER } from '../lib/store-form';
import type { TenantFormValues } from '../lib/tenant-form';

interface TenantFieldsProps<Values extends TenantFormValues> {
  form: UseFormReturnType<Values>;
}

/** A merchant's business name, contact person, address, website, logo and description; rules: `tenantRules`. */
export function TenantFields<Values extends TenantFormValues>({ form }: TenantFieldsProps<Values>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextField
        label={t('stores.fields.business_name')}
        autoComplete="organization"
        required
        control={form}
        name="name"
      />
      <PersonFieldset
        form={form}
        required={false}
        labels={{ firstName: t('stores.fields.contact_first_name'), lastName: t('stores.fields.contact_last_name') }}
      />
      <ContactFieldset form={form} />
      <AddressFieldset form={form} />
      <TextField
        label={t('stores.fields.website')}
        type="url"
        placeholder={URL_PLACEHOLDER}
        control={form}
        name="website"
      />
      <TextField
        label={t('stores.fields.logo_url')}
        type="url"
        placeholder={URL_PLACEHOLDER}
        control={form}
        name="logoUrl"
      />
      <TextareaField label={t('stores.fields.description')} autosize minRows={3} control={form} name="description" />
    </Stack>
  );
}

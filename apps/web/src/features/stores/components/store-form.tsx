import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AddressFieldset } from '@/components/form/address-fieldset';
import { ContactFieldset } from '@/components/form/contact-fieldset';
import { addressRules, contactRules } from '@/components/form/fieldset-rules';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FormBody } from '@/components/form/read-only';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateRequired } from '@/lib/validation';
import type { StoreInput } from '../api/update-store';
import { type StoreFormValues, toStoreInput, URL_PLACEHOLDER } from '../lib/store-form';
import { MerchantCodeField } from './merchant-code-field';

interface StoreFormProps {
  initialValues: StoreFormValues;
  readOnly: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (input: StoreInput) => Promise<unknown>;
  onSaved: () => void;
  onFailed: (messageKey: string) => void;
  /** A new store can be saved as it is; an existing one once something changed. */
  submitAlwaysEnabled?: boolean;
}

/** A store's name, address, contact, logo, status and merchant code. */
export function StoreForm({
  initialValues,
  readOnly,
  pending,
  submitLabel,
  onSubmit,
  onSaved,
  onFailed,
  submitAlwaysEnabled = false,
}: StoreFormProps) {
  const { t } = useTranslation();
  const form = useForm<StoreFormValues>({
    mode: 'controlled',
    initialValues,
    validate: { firstName: validateRequired, ...addressRules(), ...contactRules() },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toStoreInput(values));
      form.resetDirty();
      onSaved();
    } catch (error) {
      if (hasErrorCode(error, 'merchant_id_taken')) form.setFieldError('merchantId', 'errors.merchant_id_taken');
      else onFailed(getErrorMessageKey(error));
    }
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate>
      <FormBody readOnly={readOnly}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField label={t('stores.fields.first_name')} required control={form} name="firstName" />
            <TextField label={t('stores.fields.last_name')} control={form} name="lastName" />
          </SimpleGrid>
          <AddressFieldset form={form} />
          <ContactFieldset form={form} emailLabel={t('stores.fields.email')} />
          <TextField
            label={t('stores.fields.logo_url')}
            type="url"
            placeholder={URL_PLACEHOLDER}
            control={form}
            name="logoUrl"
          />
          <SelectField
            label={t('stores.fields.status')}
            data={(['confirmed', 'pending'] as const).map((status) => ({
              value: status,
              label: t(`stores.status.${status}`),
            }))}
            allowDeselect={false}
            maw={280}
            control={form}
            name="status"
          />
          <MerchantCodeField form={form} readOnly={readOnly} />
          <FormActions form={form} submitLabel={submitLabel} loading={pending} requireChanges={!submitAlwaysEnabled} />
        </Stack>
      </FormBody>
    </form>
  );
}

import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/form/form-fields';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateOptionalEmail, validateRequired } from '@/lib/validation';
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
    validate: { firstName: validateRequired, email: validateOptionalEmail },
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
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            label={t('stores.fields.first_name')}
            required
            readOnly={readOnly}
            control={form}
            name="firstName"
          />
          <TextField label={t('stores.fields.last_name')} readOnly={readOnly} control={form} name="lastName" />
        </SimpleGrid>
        <TextField
          label={t('stores.fields.street')}
          autoComplete="street-address"
          readOnly={readOnly}
          control={form}
          name="street"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField label={t('fields.city')} readOnly={readOnly} control={form} name="city" />
          <TextField label={t('stores.fields.postal_code')} readOnly={readOnly} control={form} name="postalCode" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField label={t('stores.fields.phone')} type="tel" readOnly={readOnly} control={form} name="phone" />
          <TextField label={t('stores.fields.email')} type="email" readOnly={readOnly} control={form} name="email" />
        </SimpleGrid>
        <TextField
          label={t('stores.fields.logo_url')}
          type="url"
          placeholder={URL_PLACEHOLDER}
          readOnly={readOnly}
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
          readOnly={readOnly}
          maw={280}
          control={form}
          name="status"
        />
        <MerchantCodeField form={form} readOnly={readOnly} />
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={pending} disabled={!submitAlwaysEnabled && !form.isDirty()}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

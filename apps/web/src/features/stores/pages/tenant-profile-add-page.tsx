import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusFirstError } from '@/components/form/first-error';
import { TextField } from '@/components/form/text-field';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { validateEmail } from '@/lib/validation';
import { useCreateTenant } from '../api/create-tenant';
import { MerchantCodeField } from '../components/merchant-code-field';
import { TenantFields } from '../components/tenant-fields';
import { canUse } from '@/lib/auth/permissions';
import { EMPTY_TENANT_FORM, type TenantFormValues, tenantRules, toTenantInput } from '../lib/tenant-form';

interface CreateTenantValues extends TenantFormValues {
  email: string;
  merchantId: string;
}

/** A city admin creates a merchant account and its first store; the merchant chooses its password by email. */
export function TenantProfileAddPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const create = useCreateTenant();
  const form = useForm<CreateTenantValues>({
    mode: 'controlled',
    initialValues: { ...EMPTY_TENANT_FORM, email: '', merchantId: '' },
    validate: { ...tenantRules, email: validateEmail },
  });

  if (!canUse(me, 'stores.manage')) {
    return (
      <Stack gap="lg">
        <PageHeader />
        <Alert color="yellow" icon={<IconInfoCircle size={20} />}>
          {t('errors.forbidden')}
        </Alert>
      </Stack>
    );
  }

  const submit = form.onSubmit(
    (values) =>
      create.mutate(
        {
          ...toTenantInput(values),
          email: values.email.trim(),
          merchantId: values.merchantId.trim().toUpperCase() || null,
        },
        {
          onSuccess: (tenant) => {
            notifications.show({ color: 'brand', message: t('stores.create.success', { email: tenant.email }) });
            void navigate(paths.stores.profileOf(tenant.storeId));
          },
          onError: (error) => {
            if (hasErrorCode(error, 'email_already_exists')) form.setFieldError('email', 'errors.email_already_exists');
            else if (hasErrorCode(error, 'merchant_id_taken'))
              form.setFieldError('merchantId', 'errors.merchant_id_taken');
            else notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
          },
        },
      ),
    focusFirstError,
  );

  return (
    <Stack gap="lg">
      <PageHeader />
      <Card maw={820}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('stores.create.account_title')}
            </Title>
            <TextField
              label={t('fields.login_email')}
              description={t('stores.create.email_hint')}
              type="email"
              autoComplete="off"
              required
              control={form}
              name="email"
            />
            <TenantFields form={form} />
            <Title order={2} fz="h4" mt="sm">
              {t('stores.create.store_title')}
            </Title>
            <MerchantCodeField form={form} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(paths.stores.list)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('stores.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

import { Alert, Anchor, Button, DataList, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { focusFirstError } from '@/components/form/first-error';
import { PageLoader } from '@/components/feedback/page-loader';
import { QueryError } from '@/components/feedback/query-error';
import { PasswordField } from '@/components/form/password-field';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateNewPassword } from '@/lib/validation';
import { useConfirmTenantRegistration } from '../api/confirm-tenant-registration';
import { useTenantRegistration } from '../api/get-tenant-registration';

function Problem({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} />} title={title}>
        {message}
      </Alert>
      <Anchor component={Link} to={paths.auth.organisationLogin} fw={600}>
        {t('stores.confirm.go_to_login')}
      </Anchor>
    </Stack>
  );
}

/** `/register/confirm-tenant?pendingTenantId=…`: the merchant checks its registration and chooses a password. */
export function ConfirmTenantPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const pendingTenantId = searchParams.get('pendingTenantId') ?? '';
  const registration = useTenantRegistration(pendingTenantId);
  const confirm = useConfirmTenantRegistration();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: validateNewPassword },
  });

  if (!pendingTenantId || hasErrorCode(registration.error, 'not_found', 'validation_failed')) {
    return <Problem title={t('stores.confirm.not_found_title')} message={t('stores.confirm.not_found_message')} />;
  }
  if (registration.isError) {
    return <QueryError error={registration.error} onRetry={() => void registration.refetch()} />;
  }
  if (!registration.data) return <PageLoader />;
  const data = registration.data;
  if (data.confirmed) {
    return <Problem title={t('errors.tenant_already_confirmed')} message={t('stores.confirm.already_message')} />;
  }

  const submit = form.onSubmit(
    ({ password }) =>
      confirm.mutate(
        { pendingTenantId, password },
        {
          onSuccess: () => void navigate(paths.tenant.dashboard, { replace: true }),
          onError: (error) => {
            if (hasErrorCode(error, 'tenant_already_confirmed')) void registration.refetch();
            else form.setFieldError('password', getErrorMessageKey(error));
          },
        },
      ),
    focusFirstError,
  );

  const rows: [string, string | null][] = [
    [t('stores.fields.business_name'), data.name],
    [t('stores.fields.contact'), `${data.firstName} ${data.lastName}`],
    [t('fields.login_email'), data.email],
    [t('stores.fields.phone'), data.phone],
    [t('stores.fields.address'), [data.street, data.postalCode, data.city].filter(Boolean).join(', ') || null],
    [t('stores.fields.website'), data.website],
  ];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('stores.confirm.title', { name: data.name })}
        </Title>
        <Text c="dimmed">{t('stores.confirm.description')}</Text>
      </Stack>
      <DataList orientation="horizontal" gap="xs">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('fields.password')}
            description={t('fields.password_hint')}
            autoComplete="new-password"
            required
            control={form}
            name="password"
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={confirm.isPending}
            leftSection={<IconCircleCheck size={18} />}
          >
            {t('stores.confirm.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

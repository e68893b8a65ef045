import { Anchor, Card, Grid, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '@/components/fact-list/fact-list';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useStores } from '../api/get-stores';
import { type TenantProfile, useTenant } from '../api/get-tenant';
import { useUpdateTenant } from '../api/update-tenant';
import { TenantFields } from '../components/tenant-fields';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { FormBody } from '@/components/form/read-only';
import { type TenantFormValues, tenantRules, toTenantFormValues, toTenantInput } from '../lib/tenant-form';

function TenantProfileForm({ tenant, readOnly }: { tenant: TenantProfile; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateTenant();
  const form = useForm<TenantFormValues>({
    mode: 'controlled',
    initialValues: toTenantFormValues(tenant),
    validate: tenantRules,
  });
  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { tenantId: tenant.id, body: toTenantInput(values) },
        {
          onSuccess: () => {
            form.resetDirty();
            notifications.show({ color: 'brand', message: t('stores.tenant_profile.success') });
          },
          onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
        },
      ),
    focusFirstError,
  );
  return (
    <form onSubmit={submit} noValidate>
      <FormBody readOnly={readOnly}>
        <Stack gap="md">
          <TenantFields form={form} />
          <FormActions form={form} submitLabel={t('stores.tenant_profile.submit')} loading={update.isPending} />
        </Stack>
      </FormBody>
    </form>
  );
}

function OwnStoresCard() {
  const { t } = useTranslation();
  const stores = useStores(null);
  return (
    <Card mt="lg">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('stores.tenant_profile.stores_title')}
        </Title>
        {stores.isPending ? (
          <Skeleton h={48} />
        ) : (
          <List spacing={4} fz="sm">
            {(stores.data?.data ?? []).map((store) => (
              <List.Item key={store.id}>
                <Anchor component={Link} to={paths.stores.profileOf(store.id)} fz="sm">
                  {store.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to={paths.stores.list} fz="sm" fw={600}>
          {t('stores.tenant_profile.all_stores')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The merchant's own profile: business name, contact, address, website, logo and description. */
export function TenantProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const tenant = useTenant(me.tenantId);
  const readOnly = !canUse(me, 'tenants.write');
  return (
    <Stack gap="lg">
      <PageHeader />
      {tenant.isError ? (
        <QueryError error={tenant.error} onRetry={() => void tenant.refetch()} />
      ) : !tenant.data ? (
        <Skeleton h={420} radius="md" />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('stores.tenant_profile.title')}
                </Title>
                <TenantProfileForm key={tenant.data.updatedAt} tenant={tenant.data} readOnly={readOnly} />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card>
              <FactList
                items={[
                  [t('fields.login_email'), tenant.data.email],
                  [t('stores.tenant_profile.created_at'), format.date(tenant.data.createdAt)],
                ]}
              />
              {readOnly && (
                <Text fz="sm" c="dimmed" mt="md">
                  {t('stores.tenant_profile.read_only')}
                </Text>
              )}
            </Card>
            <OwnStoresCard />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

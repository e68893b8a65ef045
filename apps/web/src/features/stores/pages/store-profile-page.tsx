import { Anchor, Avatar, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBuildingStore, IconChartBar, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { FactList } from '@/components/fact-list/fact-list';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useDeleteStore } from '../api/delete-store';
import { useDeleteTenant } from '../api/delete-tenant';
import { useStore } from '../api/get-store';
import { useUpdateStore } from '../api/update-store';
import { StoreForm } from '../components/store-form';
import { toStoreFormValues } from '../lib/store-form';
import { canUse } from '@/lib/auth/permissions';

function BackToStores() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.stores.list} fz="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('stores.back')}
      </Group>
    </Anchor>
  );
}

/** One store: editable by city admins, who may also delete it or its whole merchant account. */
export function StoreProfilePage() {
  const { t } = useTranslation();
  const { storeId = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const format = useFormatters();
  const store = useStore(storeId);
  const update = useUpdateStore();
  const removeStore = useDeleteStore();
  const removeTenant = useDeleteTenant();
  const canManage = canUse(me, 'stores.manage');

  if (hasErrorCode(store.error, 'not_found', 'validation_failed')) return <NotFound />;

  const deleteStore = async () => {
    if (!store.data) return;
    const yes = await confirm({
      title: t('stores.delete.confirm_title'),
      message: t('stores.delete.confirm_message', { name: store.data.name }),
      confirmLabel: t('stores.delete.confirm'),
      danger: true,
    });
    if (!yes) return;
    removeStore.mutate(store.data.id, {
      onSuccess: () => {
        notifications.show({ color: 'brand', message: t('stores.delete.success') });
        void navigate(paths.stores.list, { replace: true });
      },
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };

  const deleteTenant = async () => {
    if (!store.data) return;
    const yes = await confirm({
      title: t('stores.delete_tenant.title'),
      message: t('stores.delete_tenant.description', { name: store.data.tenantName }),
      confirmLabel: t('stores.delete_tenant.confirm'),
      danger: true,
    });
    if (!yes) return;
    removeTenant.mutate(store.data.tenantId, {
      onSuccess: () => {
        notifications.show({ color: 'brand', message: t('stores.delete_tenant.success') });
        void navigate(paths.stores.list, { replace: true });
      },
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };

  return (
    <Stack gap="lg">
      <BackToStores />
      <PageHeader
        title={store.data?.name}
        actions={
          canManage &&
          store.data && (
            <>
              <Button
                component={Link}
                to={`${paths.tenant.dashboard}?tenantId=${encodeURIComponent(store.data.tenantId)}`}
                variant="light"
                leftSection={<IconChartBar size={16} />}
              >
                {t('stores.merchant_dashboard')}
              </Button>
              <DangerButton onClick={() => void deleteStore()} loading={removeStore.isPending}>
                {t('stores.delete.open')}
              </DangerButton>
              <DangerButton
                leftSection={<IconUserX size={16} />}
                onClick={() => void deleteTenant()}
                loading={removeTenant.isPending}
              >
                {t('stores.delete_tenant.open')}
              </DangerButton>
            </>
          )
        }
      />
      {store.isError ? (
        <QueryError error={store.error} onRetry={() => void store.refetch()} />
      ) : !store.data ? (
        <Skeleton h={320} radius="md" />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('stores.profile.title')}
                </Title>
                <StoreForm
                  key={store.data.updatedAt}
                  initialValues={toStoreFormValues(store.data)}
                  readOnly={!canManage}
                  pending={update.isPending}
                  submitLabel={t('stores.profile.submit')}
                  onSubmit={(body) => update.mutateAsync({ storeId: store.data.id, body })}
                  onSaved={() => notifications.show({ color: 'brand', message: t('stores.profile.success') })}
                  onFailed={(key) => notifications.show({ color: 'red', message: t(key) })}
                />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card>
              <Stack gap="md">
                <Avatar src={store.data.image} alt={store.data.name} size={96} radius="md" color="brand">
                  <IconBuildingStore size={40} aria-hidden />
                </Avatar>
                <FactList
                  items={[
                    [t('stores.fields.tenant'), store.data.tenantName],
                    [t('stores.fields.address'), store.data.address || t('stores.no_address')],
                    [t('stores.fields.created_at'), format.dateTime(store.data.createdAt)],
                    [t('stores.fields.updated_at'), format.dateTime(store.data.updatedAt)],
                  ]}
                />
                {!canManage && (
                  <Text fz="sm" c="dimmed">
                    {t('stores.profile.read_only')}
                  </Text>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

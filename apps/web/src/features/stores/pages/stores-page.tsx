import { Button, Card, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { useSelectedTenantId } from '@/lib/selected-tenant';
import { useDeleteStore } from '../api/delete-store';
import { type Store, useStores } from '../api/get-stores';
import { useTenants } from '../api/get-tenants';
import { CreateStoreModal } from '../components/create-store-modal';
import { PendingTenantsPanel } from '../components/pending-tenants-panel';
import { StoresTable } from '../components/stores-table';
import { canUse } from '@/lib/auth/permissions';
import { findSelectedTenant } from '../lib/tenant-selection';

/**
 * The stores: for a city, every store of its merchants (only the selected merchant's when the selector bar has
 * one) with the registrations waiting for confirmation; for a merchant, its own stores, read-only.
 */
export function StoresPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [tenantId] = useSelectedTenantId();
  const cityView = me.role === 'city';
  const canManage = canUse(me, 'stores.manage');
  const stores = useStores(cityView ? tenantId : null);
  const tenants = useTenants({ enabled: canManage });
  const selectedTenant = findSelectedTenant(tenants.data?.data ?? [], tenantId);
  const [addingTo, setAddingTo] = useState<{ id: string; name: string } | null>(null);
  const remove = useDeleteStore();
  const confirm = useConfirm();

  const deleteStore = useCallback(
    async (store: Store) => {
      const yes = await confirm({
        title: t('stores.delete.confirm_title'),
        message: t('stores.delete.confirm_message', { name: store.name }),
        confirmLabel: t('stores.delete.confirm'),
        danger: true,
      });
      if (!yes) return;
      remove.mutate(store.id, {
        onSuccess: () => notifications.show({ color: 'brand', message: t('stores.delete.success') }),
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      });
    },
    [confirm, remove, t],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        description={cityView ? undefined : t('stores.list.tenant_description')}
        actions={
          canManage && (
            <>
              {selectedTenant && (
                <Button
                  variant="default"
                  leftSection={<IconBuildingStore size={18} />}
                  onClick={() => setAddingTo(selectedTenant)}
                >
                  {t('stores.add_store.open')}
                </Button>
              )}
              <Button component={Link} to={paths.stores.add} leftSection={<IconPlus size={18} />}>
                {t('stores.create.open')}
              </Button>
            </>
          )
        }
      />
      {stores.isError ? (
        <QueryError error={stores.error} onRetry={() => void stores.refetch()} />
      ) : (
        <Card>
          <StoresTable
            stores={stores.data?.data ?? []}
            loading={stores.isPending}
            canManage={canManage}
            onDelete={(store) => void deleteStore(store)}
          />
        </Card>
      )}
      {cityView && <PendingTenantsPanel canManage={canManage} />}
      {canManage && <CreateStoreModal tenant={addingTo} onClose={() => setAddingTo(null)} />}
    </Stack>
  );
}

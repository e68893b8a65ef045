import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLink, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/feedback/query-error';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { useConfirmPendingTenant } from '../api/confirm-pending-tenant';
import { useDeletePendingTenant } from '../api/delete-pending-tenant';
import { type PendingTenant, usePendingTenants } from '../api/get-pending-tenants';
import { PendingTenantStatus } from './pending-tenant-status';

const column = createColumnHelper<PendingTenant>();

/** `approve` a merchant that confirmed its email; `confirm` (create, approve and email it) one that did not. */
const actionOf = (row: PendingTenant) => (row.confirmedAt ? 'approve' : 'confirm');

/**
 * Merchant registrations waiting for the city, with whether each confirmed its email: approve one (it can sell
 * from then on), share the confirmation link of one that has not confirmed, or delete.
 */
export function PendingTenantsPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirm();
  const pending = usePendingTenants();
  const confirmTenant = useConfirmPendingTenant();
  const remove = useDeletePendingTenant();

  const columns = useMemo(() => {
    // A merchant that confirmed its email only waits for the city's approval; otherwise the city confirms it too.
    const approve = async (row: PendingTenant) => {
      const action = actionOf(row);
      const yes = await confirm({
        title: t(`stores.pending.${action}_title`),
        message: t(`stores.pending.${action}_message`, { name: row.name, email: row.email }),
        confirmLabel: t(`stores.pending.${action}`),
      });
      if (!yes) return;
      confirmTenant.mutate(row.id, {
        onSuccess: () => notifications.show({ color: 'brand', message: t(`stores.pending.${action}_success`) }),
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      });
    };
    const copyLink = async (row: PendingTenant) => {
      const url = `${window.location.origin}${paths.auth.confirmTenantOf(row.id)}`;
      try {
        await navigator.clipboard.writeText(url);
        notifications.show({ color: 'brand', message: t('admin.link_copied') });
      } catch {
        notifications.show({ color: 'red', message: t('stores.pending.copy_failed', { url }) });
      }
    };
    const deleteRow = async (row: PendingTenant) => {
      const yes = await confirm({
        title: t('stores.pending.delete_title'),
        message: t('stores.pending.delete_message', { name: row.name }),
        confirmLabel: t('stores.pending.delete'),
        danger: true,
      });
      if (!yes) return;
      remove.mutate(row.id, {
        onSuccess: () => notifications.show({ color: 'brand', message: t('stores.pending.delete_success') }),
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      });
    };
    // Approve (or confirm), share the link while the email is not confirmed, delete.
    const rowActionsOf = (row: PendingTenant) => [
      { key: actionOf(row), icon: IconCheck, run: approve, color: undefined },
      ...(row.confirmedAt ? [] : [{ key: 'copy_link', icon: IconLink, run: copyLink, color: undefined }]),
      { key: 'delete', icon: IconTrash, run: deleteRow, color: 'red.8' },
    ];
    return [
      column.accessor('name', {
        header: () => t('stores.fields.business_name'),
        cell: (info) => (
          <Text fz="sm" fw={600}>
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor((row) => `${row.firstName} ${row.lastName}`, {
        id: 'contact',
        header: () => t('stores.fields.contact'),
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm">{info.getValue()}</Text>
            <Text fz="xs" c="dimmed">
              {info.row.original.email}
            </Text>
          </Stack>
        ),
      }),
      column.accessor((row) => [row.street, row.city].filter(Boolean).join(', '), {
        id: 'address',
        header: () => t('stores.fields.address'),
      }),
      column.accessor('createdOn', {
        header: () => t('stores.fields.registered_on'),
        cell: (info) => format.date(info.getValue()),
      }),
      column.accessor((row) => (row.confirmedAt ? 1 : 0), {
        id: 'status',
        header: () => t('stores.pending.status'),
        cell: (info) => <PendingTenantStatus tenant={info.row.original} />,
      }),
      ...(canManage
        ? [
            column.display({
              id: 'actions',
              header: () => t('stores.fields.actions'),
              cell: (info) => (
                <Group gap={4} wrap="nowrap">
                  {rowActionsOf(info.row.original).map(({ key, icon: Icon, run, color }) => (
                    <Tooltip key={key} label={t(`stores.pending.${key}`)}>
                      <ActionIcon
                        variant="subtle"
                        color={color}
                        aria-label={t(`stores.pending.${key}_named`, { name: info.row.original.name })}
                        onClick={() => void run(info.row.original)}
                      >
                        <Icon size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ))}
                </Group>
              ),
            }),
          ]
        : []),
    ];
  }, [t, format, canManage, confirm, confirmTenant, remove]);

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('stores.pending.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('stores.pending.description')}
          </Text>
        </Stack>
        {pending.isError ? (
          <QueryError error={pending.error} onRetry={() => void pending.refetch()} />
        ) : (
          <DataTable
            data={pending.data?.data ?? []}
            columns={columns}
            loading={pending.isPending}
            caption={t('stores.pending.caption')}
            getRowId={(row) => row.id}
            emptyTitle={t('stores.pending.empty')}
            emptyDescription={t('stores.pending.empty_hint')}
            initialSorting={[{ id: 'createdOn', desc: true }]}
          />
        )}
      </Stack>
    </Card>
  );
}

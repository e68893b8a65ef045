import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPencilOff, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { DataTable } from '@/components/data-table/data-table';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useDeleteCoAdmin } from '../../api/delete-co-admin';
import type { CoAdmin } from '../../api/get-co-admins';
import { useUpdateCoAdmin } from '../../api/update-co-admin';

const column = createColumnHelper<CoAdmin>();

function fullName(coAdmin: CoAdmin): string {
  return [coAdmin.firstName, coAdmin.lastName].filter(Boolean).join(' ');
}

function CoAdminActions({ coAdmin }: { coAdmin: CoAdmin }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const me = useMe();
  const update = useUpdateCoAdmin();
  const remove = useDeleteCoAdmin();
  const toggleLabel = coAdmin.canEdit
    ? t('access.actions.revoke_edit', { email: coAdmin.email })
    : t('access.actions.grant_edit', { email: coAdmin.email });

  const toggleEdit = async () => {
    const change = coAdmin.canEdit ? 'revoke' : 'grant';
    const confirmed = await confirm({
      title: t(`access.rights.${change}.title`),
      message:
        change === 'grant' && me.role === 'tenant'
          ? t('access.rights_message_tenant', { email: coAdmin.email })
          : t(`access.rights.${change}.message`, { email: coAdmin.email }),
      confirmLabel: t(`access.rights.${change}.confirm`),
    });
    if (!confirmed) return;
    update.mutate(
      { id: coAdmin.id, rights: { canEdit: !coAdmin.canEdit } },
      {
        onSuccess: () => notifications.show({ color: 'brand', message: t('settings.success') }),
        onError: () => notifications.show({ color: 'red', message: t('settings.failure') }),
      },
    );
  };

  const deleteCoAdmin = async () => {
    const confirmed = await confirm({
      title: t('access.delete.confirm_title'),
      message: t(coAdmin.status === 'pending' ? 'access.delete.confirm_pending' : 'access.delete.confirm_confirmed', {
        email: coAdmin.email,
      }),
      confirmLabel: t('access.delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(coAdmin.id, {
      onSuccess: () => notifications.show({ color: 'brand', message: t('access.delete.success') }),
      onError: () => notifications.show({ color: 'red', message: t('access.delete.failure') }),
    });
  };

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Tooltip label={toggleLabel} withArrow>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={toggleLabel}
          onClick={() => void toggleEdit()}
          loading={update.isPending}
        >
          {coAdmin.canEdit ? <IconPencilOff size={18} /> : <IconPencil size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('access.actions.delete', { email: coAdmin.email })} withArrow>
        <ActionIcon
          variant="subtle"
          size="lg"
          color="red.8"
          aria-label={t('access.actions.delete', { email: coAdmin.email })}
          onClick={() => void deleteCoAdmin()}
          loading={remove.isPending}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Invited and confirmed co-admins, 10 a page: number, email, edit right, creation date, status and actions. */
export function CoAdminsTable({ coAdmins, loading }: { coAdmins: CoAdmin[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(
    () => [
      column.display({
        id: 'number',
        header: () => t('access.columns.number'),
        cell: ({ row, table }) => table.getSortedRowModel().rows.findIndex(({ id }) => id === row.id) + 1,
      }),
      column.accessor('email', {
        header: () => t('fields.email'),
        meta: { pinned: true },
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600} style={{ wordBreak: 'break-all' }}>
              {info.getValue()}
            </Text>
            {fullName(info.row.original) && (
              <Text fz="xs" c="dimmed">
                {fullName(info.row.original)}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor('canEdit', {
        header: () => t('access.can_edit'),
        cell: (info) => (
          <Badge variant="light" color={info.getValue() ? 'brand' : 'gray'}>
            {info.getValue() ? t('actions.yes') : t('actions.no')}
          </Badge>
        ),
      }),
      column.accessor('createdOn', {
        header: () => t('access.columns.created_on'),
        cell: (info) => format.date(info.getValue()),
      }),
      column.accessor('status', {
        header: () => t('fields.status'),
        cell: (info) => {
          const { status, expiresAt } = info.row.original;
          return (
            <Stack gap={2}>
              <Badge variant="light" color={status === 'pending' ? 'orange' : 'brand'}>
                {t(`access.status.${info.getValue()}`)}
              </Badge>
              {status === 'pending' && expiresAt && (
                <Text fz="xs" c="dimmed">
                  {t('access.status.expires', { date: format.date(expiresAt) })}
                </Text>
              )}
              {info.row.original.online && (
                <Badge variant="dot" color="green" title={t('access.status.online_hint')}>
                  {t('access.status.online')}
                </Badge>
              )}
            </Stack>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('access.columns.actions'),
        meta: { align: 'right' },
        cell: (info) => <CoAdminActions coAdmin={info.row.original} />,
      }),
    ],
    [t, format],
  );
  return (
    <DataTable
      data={coAdmins}
      columns={columns}
      loading={loading}
      caption={t('access.list.caption')}
      getRowId={(coAdmin) => coAdmin.id}
      emptyTitle={t('access.list.empty')}
      emptyDescription={t('access.list.empty_hint')}
      initialSorting={[{ id: 'createdOn', desc: false }]}
    />
  );
}

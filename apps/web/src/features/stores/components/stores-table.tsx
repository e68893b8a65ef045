import { ActionIcon, Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import type { Store } from '../api/get-stores';

const column = createColumnHelper<Store>();

interface StoresTableProps {
  stores: Store[];
  loading: boolean;
  /** City admins edit and delete stores; everyone else reads. */
  canManage: boolean;
  onDelete: (store: Store) => void;
}

/** Image, name, address, status and code of each store; a row opens the store's profile. */
export function StoresTable({ stores, loading, canManage, onDelete }: StoresTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(
    () => [
      column.accessor('image', {
        header: () => t('stores.fields.image'),
        enableSorting: false,
        cell: (info) => (
          <Avatar src={info.getValue()} alt={info.row.original.name} radius="sm" size={40} color="brand">
            <IconBuildingStore size={20} aria-hidden />
          </Avatar>
        ),
      }),
      column.accessor('name', {
        header: () => t('stores.fields.name'),
        meta: { pinned: true },
        cell: (info) => (
          <Text fz="sm" fw={600}>
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('address', {
        header: () => t('stores.fields.address'),
        cell: (info) =>
          info.getValue() || (
            <Text span fz="sm" c="dimmed">
              {t('stores.no_address')}
            </Text>
          ),
      }),
      column.accessor('status', {
        header: () => t('stores.fields.status'),
        cell: (info) => (
          <Badge variant="light" color={info.getValue() === 'confirmed' ? 'brand' : 'orange'}>
            {t(`stores.status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('code', {
        header: () => t('stores.fields.code'),
        cell: (info) => (
          <Text span fz="sm" ff="monospace">
            {info.getValue()}
          </Text>
        ),
      }),
      ...(canManage
        ? [
            column.display({
              id: 'actions',
              header: () => t('stores.fields.actions'),
              cell: (info) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('stores.actions.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('stores.actions.edit_named', { name: info.row.original.name })}
                      onClick={() => void navigate(paths.stores.profileOf(info.row.original.id))}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('stores.actions.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('stores.actions.delete_named', { name: info.row.original.name })}
                      onClick={() => onDelete(info.row.original)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            }),
          ]
        : []),
    ],
    [t, canManage, navigate, onDelete],
  );
  return (
    <DataTable
      data={stores}
      columns={columns}
      loading={loading}
      caption={t('stores.list.caption')}
      getRowId={(store) => store.id}
      onRowClick={(store) => void navigate(paths.stores.profileOf(store.id))}
      emptyTitle={t('stores.list.empty')}
      emptyDescription={canManage ? t('stores.list.empty_hint_admin') : t('stores.list.empty_hint')}
      emptyAction={canManage ? { label: t('stores.create.open'), to: paths.stores.add } : undefined}
      initialSorting={[{ id: 'name', desc: false }]}
    />
  );
}

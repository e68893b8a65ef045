import { Badge, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { TenantStore } from '../api/get-tenant-summary';

const column = createColumnHelper<TenantStore>();

export function StoresTable({ stores, loading }: { stores: TenantStore[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('fields.name'),
        cell: (info) => (
          <Text fw={600} fz="sm">
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('address', { header: () => t('fields.address'), cell: (info) => info.getValue() || '—' }),
      column.accessor('status', {
        header: () => t('fields.status'),
        cell: (info) => (
          <Badge variant="light" color={info.getValue() === 'confirmed' ? 'teal' : 'orange'}>
            {t(`stores.status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('code', {
        header: () => t('fields.code'),
        cell: (info) =>
          info.getValue() ? (
            <Text ff="monospace" fz="sm" translate="no">
              {info.getValue()}
            </Text>
          ) : (
            '—'
          ),
      }),
    ],
    [t],
  );
  return (
    <DataTable
      data={stores}
      columns={columns}
      loading={loading}
      caption={t('dashboard.tenant.stores_table')}
      getRowId={(store) => store.id}
      emptyTitle={t('dashboard.tenant.no_stores')}
      emptyDescription={t('dashboard.tenant.no_stores_hint')}
    />
  );
}

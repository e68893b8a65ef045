import { Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useFormatters } from '@/lib/use-formatters';
import type { CityOverview } from '../api/get-city-overview';

type Admin = CityOverview['admins'][number];
const column = createColumnHelper<Admin>();

/** The city's admins and co-admins: who they are, their rights, their last sign-in. */
export function AdminsTable({ admins, loading }: { admins: Admin[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('manage.admins.columns.name'),
        meta: { pinned: true },
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {info.getValue() || info.row.original.email}
            </Text>
            <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {info.row.original.email}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('role', {
        header: () => t('manage.admins.columns.role'),
        cell: (info) => (
          <Badge variant="light" color={info.getValue() === 'admin' ? 'brand' : 'gray'}>
            {t(`manage.admins.roles.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('canEdit', {
        header: () => t('manage.admins.columns.can_edit'),
        cell: (info) => (info.getValue() ? t('actions.yes') : t('actions.no')),
      }),
      column.accessor('lastLogin', {
        header: () => t('manage.admins.columns.last_login'),
        cell: (info) => (info.getValue() ? format.dateTime(info.getValue()!) : t('manage.admins.never')),
      }),
    ],
    [t, format],
  );
  return (
    <DataTable
      data={admins}
      columns={columns}
      loading={loading}
      caption={t('manage.admins.title')}
      getRowId={(admin) => `${admin.role}-${admin.id}`}
      emptyTitle={t('manage.admins.empty')}
      minWidth={620}
    />
  );
}

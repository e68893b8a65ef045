import { Badge, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { CityOverview } from '../api/get-city-overview';

type Organisation = CityOverview['organisations'][number];
const column = createColumnHelper<Organisation>();

/** The city's organisations with their employees and their participants; a row opens the organisation. */
export function OrganisationsSizes({ organisations, loading }: { organisations: Organisation[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('manage.organisations.columns.name'),
        meta: { pinned: true },
        cell: (info) => (
          <Text fz="sm" fw={600}>
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('employeesCount', {
        header: () => t('manage.organisations.columns.employees'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('participantsCount', {
        header: () => t('manage.organisations.columns.participants'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('active', {
        header: () => t('manage.organisations.columns.status'),
        cell: (info) => (
          <Badge variant="light" color={info.getValue() ? 'brand' : 'gray'}>
            {info.getValue() ? t('manage.organisations.active') : t('manage.organisations.inactive')}
          </Badge>
        ),
      }),
    ],
    [t, format],
  );
  return (
    <DataTable
      data={organisations}
      columns={columns}
      loading={loading}
      caption={t('manage.organisations.title')}
      getRowId={(organisation) => organisation.id}
      onRowClick={(organisation) => void navigate(paths.organisations.detailOf(organisation.id))}
      emptyTitle={t('manage.organisations.empty')}
      initialSorting={[{ id: 'participantsCount', desc: true }]}
      minWidth={560}
    />
  );
}

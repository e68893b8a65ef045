import { Anchor, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { EmptyStateAction } from '@/components/empty-state/empty-state';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { Branch } from '../api/get-branches';

const column = createColumnHelper<Branch>();

interface BranchesTableProps {
  branches: Branch[];
  loading: boolean;
  /** City admins read every branch of the city: the organisation is shown and rows do not open. */
  cityView: boolean;
  emptyAction?: EmptyStateAction;
  onClearFilters?: () => void;
}

export function BranchesTable({ branches, loading, cityView, emptyAction, onClearFilters }: BranchesTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('branches.fields.name'),
        cell: (info) =>
          cityView ? (
            <Text fz="sm" fw={600}>
              {info.getValue()}
            </Text>
          ) : (
            <Anchor component={Link} to={paths.branches.detailOf(info.row.original.id)} fw={600} fz="sm">
              {info.getValue()}
            </Anchor>
          ),
      }),
      ...(cityView
        ? [column.accessor('organisationName', { id: 'organisation', header: () => t('fields.organisation') })]
        : []),
      column.accessor((branch) => branch.regionName ?? '', {
        id: 'region',
        header: () => t('fields.region'),
        cell: (info) =>
          info.getValue() || (
            <Text fz="sm" c="dimmed" component="span">
              {t('branches.no_region')}
            </Text>
          ),
      }),
      column.accessor('createdAt', {
        header: () => t('branches.fields.created_at'),
        cell: (info) => format.date(info.getValue()),
      }),
      column.accessor('updatedAt', {
        header: () => t('branches.fields.updated_at'),
        cell: (info) => format.date(info.getValue()),
      }),
    ],
    [t, format, cityView],
  );
  return (
    <DataTable
      data={branches}
      columns={columns}
      loading={loading}
      caption={t('branches.list.caption')}
      getRowId={(branch) => branch.id}
      onRowClick={cityView ? undefined : (branch) => void navigate(paths.branches.detailOf(branch.id))}
      emptyTitle={t('branches.list.empty')}
      emptyDescription={cityView ? t('branches.list.empty_city_hint') : t('branches.list.empty_hint')}
      emptyAction={emptyAction}
      onClearFilters={onClearFilters}
      initialSorting={[{ id: cityView ? 'organisation' : 'name', desc: false }]}
    />
  );
}

import { Badge, Group, Pagination, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverSortingOf } from '@/components/data-table/server-sorting';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { OrganisationRow } from '../api/get-organisations';
import type { OrganisationListParams } from '../lib/organisation-list-params';

const column = createColumnHelper<OrganisationRow>();

interface OrganisationsTableProps {
  organisations: OrganisationRow[];
  total: number;
  loading: boolean;
  pageSize: number;
  params: OrganisationListParams;
  onChange: (changes: Partial<OrganisationListParams>) => void;
}

/** The city's organisations: the spec's columns and their counts, sorted and paged by the server. */
export function OrganisationsTable({
  organisations,
  total,
  loading,
  pageSize,
  params,
  onChange,
}: OrganisationsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo(() => {
    const text = (value: string | null) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }} c={value ? undefined : 'dimmed'}>
        {value ?? '—'}
      </Text>
    );
    const count = (value: number) => format.number(value);
    return [
      column.accessor('name', {
        id: 'name',
        header: () => t('organisations_admin.columns.name'),
        cell: (info) => (
          <Stack gap={2} miw={160}>
            <Text fz="sm" fw={600}>
              {info.getValue()}
            </Text>
            {!info.row.original.active && (
              <Badge color="gray" variant="light" size="sm" w="fit-content">
                {t('organisations_admin.state.inactive')}
              </Badge>
            )}
          </Stack>
        ),
        meta: { pinned: true },
      }),
      column.accessor('inviteCode', {
        id: 'inviteCode',
        header: () => t('organisations_admin.columns.invite_code'),
        cell: (info) => (
          <Text fz="sm" ff="monospace">
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('adminName', {
        id: 'adminName',
        header: () => t('organisations_admin.columns.admin_name'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('email', {
        id: 'email',
        header: () => t('organisations_admin.columns.email'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('contactEmail', {
        id: 'contactEmail',
        header: () => t('organisations_admin.columns.contact_email'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('region', {
        id: 'region',
        header: () => t('organisations_admin.columns.region'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('lastLogin', {
        id: 'lastLogin',
        header: () => t('organisations_admin.columns.last_login'),
        cell: (info) => {
          const value = info.getValue();
          return text(value ? format.date(value) : t('organisations_admin.never'));
        },
      }),
      column.accessor('employees', {
        id: 'employees',
        header: () => t('organisations_admin.columns.employees'),
        cell: (info) => count(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('participants', {
        id: 'participants',
        header: () => t('organisations_admin.columns.participants'),
        cell: (info) => count(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('activeThisMonth', {
        id: 'activeThisMonth',
        header: () => t('organisations_admin.columns.active_this_month'),
        cell: (info) => count(info.getValue()),
        meta: { align: 'right' },
      }),
    ];
  }, [t, format]);
  const pageCount = Math.ceil(total / pageSize);
  return (
    <DataTable
      data={organisations}
      columns={columns}
      caption={t('organisations_admin.list.caption')}
      loading={loading}
      pageSize={pageSize}
      getRowId={(row) => row.id}
      onRowClick={(row) => void navigate(paths.organisations.detailOf(row.id))}
      emptyTitle={params.q ? t('organisations_admin.empty.search_title') : t('organisations_admin.empty.title')}
      emptyDescription={
        params.q ? t('organisations_admin.empty.search_description') : t('organisations_admin.empty.description')
      }
      onClearFilters={params.q ? () => onChange({ q: '' }) : undefined}
      minWidth={1200}
      serverSorting={serverSortingOf(params, onChange)}
      pager={
        <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
          <Text fz="sm" c="dimmed">
            {total > 0 ? t('organisations_admin.list.total', { count: total }) : ''}
          </Text>
          {pageCount > 1 && (
            <Pagination
              total={pageCount}
              value={params.page}
              onChange={(page) => onChange({ page })}
              getControlProps={(control) => ({ 'aria-label': t(`organisations_admin.list.pages_${control}`) })}
              aria-label={t('organisations_admin.list.pages')}
            />
          )}
        </Group>
      }
    />
  );
}

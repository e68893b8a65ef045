import { Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { TRANSPORT_MODES, USER_LIST_SORTS, USER_PAGE_SIZES } from '@mobiverte/contracts';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverSortingOf } from '@/components/data-table/server-sorting';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { UserListItem } from '../api/get-users';
import type { UserListParams } from '../lib/user-list-params';

const column = createColumnHelper<UserListItem>();
const SORTABLE: ReadonlySet<string> = new Set(USER_LIST_SORTS);

interface UsersTableProps {
  users: UserListItem[];
  total: number;
  loading: boolean;
  /** The columns the admin's data-use rights allow (the server's answer). */
  visibleColumns: readonly string[];
  showModes: boolean;
  params: UserListParams;
  onChange: (changes: Partial<UserListParams>) => void;
  onClearFilters?: () => void;
}

/** The participants, sorted and paged by the server; a row opens the participant's page. */
export function UsersTable({
  users,
  total,
  loading,
  visibleColumns,
  showModes,
  params,
  onChange,
  onClearFilters,
}: UsersTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const columns = useMemo(() => {
    const dash = (value: string | null | undefined) => value || '—';
    const nowrap = { whiteSpace: 'nowrap' } as const;
    const text = (value: string | null | undefined) => (
      <Text fz="sm" style={nowrap}>
        {dash(value)}
      </Text>
    );
    const figure = (value: number) => format.number(value, { maximumFractionDigits: 1 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
    const all: ColumnDef<UserListItem, any>[] = [
      column.accessor((row) => `${row.lastName} ${row.firstName}`, {
        id: 'lastName',
        header: () => t('users.columns.name'),
        cell: (info) => (
          <Stack gap={0} miw={150}>
            <Text fz="sm" fw={600}>
              {info.row.original.firstName} {info.row.original.lastName}
            </Text>
          </Stack>
        ),
        meta: { pinned: true },
      }),
      column.accessor('email', {
        id: 'email',
        header: () => t('users.columns.email'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('organisationName', {
        id: 'organisation',
        header: () => t('users.columns.organisation'),
        cell: (info) => text(info.getValue()),
      }),
      column.accessor('branchName', {
        id: 'branch',
        header: () => t('users.columns.branch'),
        cell: (info) => text(info.getValue()),
        meta: { secondary: true },
      }),
      column.accessor((row) => row.postalCode ?? null, {
        id: 'postalCode',
        header: () => t('users.columns.postalCode'),
        cell: (info) => text(info.getValue()),
        meta: { secondary: true },
      }),
      column.accessor('joinedAt', {
        id: 'joinedAt',
        header: () => t('users.columns.joinedAt'),
        cell: (info) => text(format.date(info.getValue())),
      }),
      column.accessor('lastLogin', {
        id: 'lastLogin',
        header: () => t('users.columns.lastLogin'),
        cell: (info) => text(info.getValue() ? format.date(info.getValue()) : null),
        meta: { secondary: true },
      }),
      column.accessor('lastTripAt', {
        id: 'lastTripAt',
        header: () => t('users.columns.lastTripAt'),
        cell: (info) => text(info.getValue() ? format.date(info.getValue()) : null),
      }),
      ...(['home', 'work', 'academic'] as const).map((kind) =>
        column.accessor((row) => row.controlPoints[kind] ?? null, {
          id: `${kind}ControlPoint`,
          header: () => t(`users.columns.${kind}ControlPoint`),
          cell: (info) => (
            <Text fz="sm" maw={200} lineClamp={2}>
              {dash(info.getValue())}
            </Text>
          ),
          meta: { secondary: true },
        }),
      ),
      column.accessor('carpoolCode', {
        id: 'carpoolCode',
        header: () => t('users.columns.carpoolCode'),
        cell: (info) => text(info.getValue()),
        meta: { secondary: true },
      }),
      column.accessor('primaryMode', {
        id: 'primaryMode',
        header: () => t('users.columns.primaryMode'),
        cell: (info) => text(info.getValue() ? t(`transport_modes.${info.getValue()}`) : null),
      }),
      column.accessor('totalPoints', {
        id: 'totalPoints',
        header: () => t('users.columns.totalPoints'),
        cell: (info) => format.number(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('greenpoints', {
        id: 'greenpoints',
        header: () => t('users.columns.greenpoints'),
        cell: (info) => format.number(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('ghgKg', {
        id: 'ghg',
        header: () => t('users.columns.ghg'),
        cell: (info) => figure(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('distanceKm', {
        id: 'distance',
        header: () => t('users.columns.distance'),
        cell: (info) => figure(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('sessions', {
        id: 'sessions',
        header: () => t('users.columns.sessions'),
        cell: (info) => format.number(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('activeDays', {
        id: 'activeDays',
        header: () => t('users.columns.activeDays'),
        cell: (info) => format.number(info.getValue()),
        meta: { align: 'right' },
      }),
      ...(showModes
        ? TRANSPORT_MODES.flatMap((mode) => [
            column.accessor((row) => (row.modes[mode]?.distanceM ?? 0) / 1000, {
              id: `mode_${mode}_distance`,
              header: () => t('users.columns.mode_distance', { mode: t(`transport_modes.${mode}`) }),
              cell: (info) => figure(info.getValue()),
              meta: { align: 'right' as const },
            }),
            column.accessor((row) => row.modes[mode]?.sessions ?? 0, {
              id: `mode_${mode}_sessions`,
              header: () => t('users.columns.mode_sessions', { mode: t(`transport_modes.${mode}`) }),
              cell: (info) => format.number(info.getValue()),
              meta: { align: 'right' as const },
            }),
          ])
        : []),
    ];
    const always = new Set(['lastName', 'distance', 'sessions']);
    return all
      .filter((definition) => {
        const id = definition.id ?? '';
        return always.has(id) || id.startsWith('mode_') || visibleColumns.includes(id);
      })
      .map((definition) => ({ ...definition, enableSorting: SORTABLE.has(definition.id ?? '') }));
  }, [t, format, showModes, visibleColumns]);
  const pageCount = Math.ceil(total / params.pageSize);
  return (
    <DataTable
      data={users}
      columns={columns}
      caption={t('users.list.caption')}
      loading={loading}
      pageSize={params.pageSize}
      getRowId={(row) => row.id}
      onRowClick={(row) => void navigate(`${paths.users.list}/${encodeURIComponent(row.id)}`)}
      emptyTitle={t('users.empty.title')}
      emptyDescription={t('users.empty.description')}
      onClearFilters={onClearFilters}
      minWidth={showModes ? 4200 : 1800}
      horizontalSpacing="sm"
      serverSorting={serverSortingOf(params, onChange)}
      pager={
        <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Text fz="sm" c="dimmed">
              {total > 0 ? t('users.list.total', { count: total, formatted: format.number(total) }) : ''}
            </Text>
            <Select
              size="xs"
              w={110}
              aria-label={t('users.list.page_size')}
              value={String(params.pageSize)}
              onChange={(value) => value && onChange({ pageSize: Number(value) })}
              data={USER_PAGE_SIZES.map((size) => ({
                value: String(size),
                label: t('users.list.per_page', { count: size }),
              }))}
              allowDeselect={false}
            />
          </Group>
          {pageCount > 1 && (
            <Pagination
              total={pageCount}
              value={params.page}
              onChange={(page) => onChange({ page })}
              siblings={1}
              getControlProps={(control) => ({ 'aria-label': t(`users.list.pages_${control}`) })}
              aria-label={t('users.list.pages')}
            />
          )}
        </Group>
      }
    />
  );
}

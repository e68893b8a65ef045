import { Badge, Group, Pagination, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import { useOrganisationOptions } from '@/lib/api/users-list';
import { type UserExportLog, useUserExports } from '../api/get-user-exports';

type Entry = UserExportLog['data'][number];
const column = createColumnHelper<Entry>();
const PAGE_SIZE = 25;

/** "Journal des exports": every export of the users list in the city, who, when, which filter, how many rows. */
export function ExportLog() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const log = useUserExports({ page, pageSize: PAGE_SIZE });
  const options = useOrganisationOptions();
  const columns = useMemo(() => {
    /** A filter's value as the admin chose it: a mode's name, an organisation's or branch's name. */
    const valueLabel = (name: string, value: string | number) => {
      if (name === 'mode') return t(`transport_modes.${value}`);
      if (name === 'organisationId')
        return options.data?.organisations.find((organisation) => organisation.id === value)?.name ?? String(value);
      if (name === 'branchId')
        return options.data?.branches.find((branch) => branch.id === value)?.name ?? String(value);
      if (name === 'joinedFrom' || name === 'joinedTo') return format.calendarDate(String(value));
      return typeof value === 'number' ? format.number(value) : value;
    };
    return [
      column.accessor('createdAt', {
        id: 'createdAt',
        header: () => t('users.log.columns.createdAt'),
        cell: (info) => (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.dateTime(info.getValue())}
          </Text>
        ),
        meta: { pinned: true },
      }),
      column.accessor('email', {
        id: 'email',
        header: () => t('users.log.columns.email'),
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm">{info.getValue()}</Text>
            {info.row.original.organisationName && (
              <Text fz="xs" c="dimmed">
                {info.row.original.organisationName}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor('format', {
        id: 'format',
        header: () => t('users.log.columns.format'),
        cell: (info) => (
          <Badge variant="light" color={info.getValue() === 'csv' ? 'gray' : 'green'}>
            {t(`users.export.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('filters', {
        id: 'filters',
        header: () => t('users.log.columns.filters'),
        cell: (info) => {
          const entries = Object.entries(info.getValue());
          return (
            <Text fz="sm" maw={320}>
              {entries.length === 0
                ? t('users.log.no_filter')
                : entries
                    .map(([name, value]) =>
                      t('users.log.filter_entry', {
                        name: t(`users.log.filter_names.${name}`, name),
                        value: valueLabel(name, value),
                      }),
                    )
                    .join(' · ')}
            </Text>
          );
        },
      }),
      column.accessor('rowCount', {
        id: 'rowCount',
        header: () => t('users.log.columns.rowCount'),
        cell: (info) => format.number(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('policyVersion', {
        id: 'policy',
        header: () => t('users.log.columns.policy'),
        cell: (info) => (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('users.log.accepted_on', {
              version: info.getValue(),
              date: format.date(info.row.original.acceptedAt),
            })}
          </Text>
        ),
      }),
    ];
  }, [t, format, options.data]);
  if (log.isError) return <QueryError error={log.error} onRetry={() => void log.refetch()} />;
  const total = log.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  return (
    <DataTable
      data={log.data?.data ?? []}
      columns={columns}
      caption={t('users.log.caption')}
      loading={log.isPending}
      pageSize={PAGE_SIZE}
      getRowId={(row) => row.id}
      emptyTitle={t('users.log.empty.title')}
      emptyDescription={t('users.log.empty.description')}
      minWidth={900}
      pager={
        <Group justify="space-between" mt="md">
          <Text fz="sm" c="dimmed">
            {total > 0 ? t('users.log.total', { count: total, formatted: format.number(total) }) : ''}
          </Text>
          {pageCount > 1 && (
            <Pagination total={pageCount} value={page} onChange={setPage} aria-label={t('users.log.pages')} />
          )}
        </Group>
      }
    />
  );
}

import { Button, Group, Select, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { CARPOOL_STATUSES, type CarpoolStatus } from '@mobiverte/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { ServerPager } from '@/components/data-table/server-pager';
import { serverSortingOf, type SortOrderParams } from '@/components/data-table/server-sorting';
import { QueryError } from '@/components/feedback/query-error';
import { carpoolStatusKey } from '../lib/statuses';

export const EVENT_TABLE_PAGE_SIZE = 20;
/** The catalogue's group of each table's texts. */
const TABLE_KEYS = { request: 'requests', match: 'matches' } as const;

/** The sort, status filter and page of one of the event's tables, and the query they make. */
export function useEventTableState<S extends string>(defaultSort: S) {
  const [sort, setSort] = useState<SortOrderParams<S>>({ sort: defaultSort, order: 'desc' });
  const [status, setStatus] = useState<CarpoolStatus | null>(null);
  const [page, setPage] = useState(1);
  return {
    sort,
    status,
    page,
    query: { ...sort, page, pageSize: EVENT_TABLE_PAGE_SIZE, ...(status ? { status } : {}) },
    setSort: (next: SortOrderParams<S>) => {
      setSort(next);
      setPage(1);
    },
    setStatus: (next: CarpoolStatus | null) => {
      setStatus(next);
      setPage(1);
    },
    setPage,
  };
}

interface EventTableProps<Row extends { id: string }, S extends string> {
  eventId: string;
  subject: 'request' | 'match';
  state: ReturnType<typeof useEventTableState<S>>;
  list: UseQueryResult<{ data: Row[]; total: number }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
  columns: ColumnDef<Row, any>[];
  sortable: readonly S[];
  /** The statuses the filter offers (all of them by default). */
  statuses?: readonly CarpoolStatus[];
  /** Another filter beside the status's (the matches' group), and how to clear it when it hides every row. */
  filter?: { control: ReactNode; active: boolean; clear: () => void };
}

/** One of the event's tables (requests, matches): a status filter, the rows sorted and paged by the server. */
export function EventTable<Row extends { id: string }, S extends string>({
  eventId,
  subject,
  state,
  list,
  columns,
  sortable,
  statuses = CARPOOL_STATUSES,
  filter,
}: EventTableProps<Row, S>) {
  const { t, i18n } = useTranslation();
  const table = TABLE_KEYS[subject];
  const language = (['fr', 'en', 'de'] as const).find((code) => i18n.language.startsWith(code)) ?? 'fr';
  const exportUrl = (format: 'csv' | 'xlsx') =>
    `/api/carpool-events/${encodeURIComponent(eventId)}/export?${new URLSearchParams({ table, format, language })}`;
  const caption = t(`carpool_events.${table}.caption`);
  const sortableColumns = columns.map((definition) => ({
    ...definition,
    enableSorting: (sortable as readonly string[]).includes(definition.id ?? ''),
  }));
  const filtered = state.status !== null || (filter?.active ?? false);
  const clearFilters = () => {
    state.setStatus(null);
    filter?.clear();
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          {filter?.control}
          <Select
            label={t('carpool_events.fields.status')}
            placeholder={t('carpool_events.all_statuses')}
            clearable
            w={260}
            value={state.status}
            onChange={(value) => state.setStatus(value as CarpoolStatus | null)}
            data={statuses.map((value) => ({ value, label: t(carpoolStatusKey(subject, value)) }))}
          />
        </Group>
        <Group gap="xs">
          <Button
            component="a"
            href={exportUrl('csv')}
            download
            variant="light"
            size="sm"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            aria-label={t(`carpool_events.export.${table}_csv`)}
          >
            {t('carpool_events.export.csv')}
          </Button>
          <Button
            component="a"
            href={exportUrl('xlsx')}
            download
            variant="light"
            size="sm"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            aria-label={t(`carpool_events.export.${table}_xlsx`)}
          >
            {t('carpool_events.export.xlsx')}
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          data={list.data?.data ?? []}
          columns={sortableColumns}
          loading={list.isPending}
          caption={caption}
          getRowId={(row) => row.id}
          emptyTitle={t(`carpool_events.${table}.empty`)}
          emptyDescription={t(filtered ? 'carpool_events.empty_filtered' : `carpool_events.${table}.empty_hint`)}
          onClearFilters={filtered ? clearFilters : undefined}
          pageSize={EVENT_TABLE_PAGE_SIZE}
          serverSorting={serverSortingOf(state.sort, state.setSort)}
          pager={
            <ServerPager
              caption={caption}
              page={state.page}
              pageSize={EVENT_TABLE_PAGE_SIZE}
              total={list.data?.total ?? 0}
              onChange={state.setPage}
            />
          }
        />
      )}
    </Stack>
  );
}

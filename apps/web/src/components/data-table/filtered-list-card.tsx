import { Card, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import type { EmptyStateAction } from '../empty-state/empty-state';
import { QueryError } from '../feedback/query-error';
import { SegmentedChoice } from '../segmented/segmented-choice';
import { DataTable } from './data-table';
import { ServerPager } from './server-pager';

/** A list's filter ("all" or one state) and page; choosing another filter goes back to the first page. */
export function useFilteredPage<F extends string>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [page, setPage] = useState(1);
  return {
    filter,
    page,
    setPage,
    setFilter: (next: F) => {
      setFilter(next);
      setPage(1);
    },
  };
}

interface FilteredListCardProps<T, F extends string> {
  state: ReturnType<typeof useFilteredPage<F>>;
  /** The filter's choices with their labels (their counts, once known). */
  filters: readonly { value: F; label: string }[];
  filterLabel: string;
  /** The query of the page shown. */
  list: {
    data?: { data: T[]; total: number };
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  pageSize: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
  columns: ColumnDef<T, any>[];
  caption: string;
  getRowId: (row: T) => string;
  onRowClick: (row: T) => void;
  emptyTitle: ReactNode;
  emptyDescription: ReactNode;
  emptyAction?: EmptyStateAction;
}

/**
 * The frame of a list the server filters by state and pages (news, email campaigns, notifications): the state
 * choices with their counts, then the table with its loading, error and empty states and its pages.
 */
export function FilteredListCard<T, F extends string>({
  state,
  filters,
  filterLabel,
  list,
  pageSize,
  caption,
  ...table
}: FilteredListCardProps<T, F>) {
  return (
    <Card>
      <Stack gap="md">
        <SegmentedChoice aria-label={filterLabel} value={state.filter} onChange={state.setFilter} data={filters} />
        {list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            {...table}
            data={list.data?.data ?? []}
            loading={list.isPending}
            caption={caption}
            pageSize={pageSize}
            pager={
              <ServerPager
                caption={caption}
                page={state.page}
                pageSize={pageSize}
                total={list.data?.total ?? 0}
                onChange={state.setPage}
              />
            }
          />
        )}
      </Stack>
    </Card>
  );
}

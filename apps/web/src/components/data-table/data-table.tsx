import { type MantineSpacing, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  type Cell,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type Header,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { TABLE_PAGE_SIZE } from '@mobiverte/contracts';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateAction } from '../empty-state/empty-state';
import classes from './data-table.module.css';
import { DataTablePagination } from './data-table-pagination';
import { isInteractiveTarget } from './pagination';
import { pinnedColumns } from './pinned-columns';
import { PINNED_ATTRIBUTE, usePinnedScroll } from './use-pinned-scroll';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Figures read best aligned to the right. */
    align?: 'left' | 'right';
    /** The column that names a row stays in view while a narrow screen scrolls sideways (the first by default). */
    pinned?: boolean;
    /** The row's actions stay in view on the right while the table scrolls (the column with id `actions` by default). */
    actions?: boolean;
    /** Hidden when the table is narrow (a phone): what it says must also be in the row's detail. */
    secondary?: boolean;
  }
}

interface DataTableProps<T> {
  data: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
  columns: ColumnDef<T, any>[];
  /** Describes the table for screen readers. */
  caption: string;
  loading?: boolean;
  onRowClick?: (row: T) => void;
  getRowId?: (row: T) => string;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** What to do when there is nothing yet, e.g. add the first product. */
  emptyAction?: EmptyStateAction;
  /** Given while filters are applied: an empty table then says nothing matches and offers to clear them. */
  onClearFilters?: () => void;
  pageSize?: number;
  initialSorting?: SortingState;
  /** Sorted by the server: the table shows `sorting` and reports the header clicks instead of sorting its rows. */
  serverSorting?: { sorting: SortingState; onSortingChange: (sorting: SortingState) => void };
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Narrower cell padding lets a table with many columns fit. */
  horizontalSpacing?: MantineSpacing;
  /** Pages the caller fetches itself (cursor pages): shown instead of the built-in pagination. */
  pager?: ReactNode;
}

/**
 * A cell's content, its definition called rather than mounted as a component: a page that builds its columns
 * again (a callback that changed) would otherwise remount every cell, closing a row's open menu under the
 * pointer and losing the focus. Column definitions call no hooks (the lint's rules of hooks say so).
 */
function cellContent<T>(cell: Cell<T, unknown>): ReactNode {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? (render(cell.getContext()) as ReactNode) : render;
}

function SortableHeader<T>({ header }: { header: Header<T, unknown> }) {
  const { t } = useTranslation();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return label;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton className={classes.sortButton} onClick={header.column.getToggleSortingHandler()}>
      {label}
      <Icon size={14} aria-hidden className={sorted ? undefined : classes.sortIdle} />
      <VisuallyHidden>{t('table.sort')}</VisuallyHidden>
    </UnstyledButton>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A sortable, paginated table (10 rows per page by default) with loading and empty states; on a narrow screen
 * it scrolls sideways with the column that names each row pinned on the left and the row's actions on the right.
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  loading = false,
  onRowClick,
  getRowId,
  emptyTitle,
  emptyDescription,
  emptyAction,
  onClearFilters,
  pageSize = TABLE_PAGE_SIZE,
  initialSorting = [],
  serverSorting,
  minWidth = 640,
  horizontalSpacing,
  pager,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSorting);
  const sorting = serverSorting?.sorting ?? localSorting;
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  // TanStack Table returns functions that the React Compiler must not memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting, pagination },
    onSortingChange: serverSorting
      ? (updater) => serverSorting.onSortingChange(typeof updater === 'function' ? updater(sorting) : updater)
      : setLocalSorting,
    manualSorting: Boolean(serverSorting),
    onPaginationChange: setPagination,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: true,
  });
  const { viewportRef, onScroll, onFocus, narrow, scrollable, edgeAttributes } = usePinnedScroll();
  const shown = (column: { columnDef: ColumnDef<T, unknown> }) => !(narrow && column.columnDef.meta?.secondary);
  const visibleColumns = table.getVisibleLeafColumns().filter(shown);
  const pinned = pinnedColumns(
    visibleColumns.map(({ id, columnDef: { meta } }) => ({ id, pinned: meta?.pinned, actions: meta?.actions })),
  );
  const pinnedProps = (columnId: string) =>
    columnId === pinned.start
      ? { className: classes.pinnedStart, [PINNED_ATTRIBUTE]: 'start' }
      : columnId === pinned.end
        ? { className: classes.pinnedEnd, [PINNED_ATTRIBUTE]: 'end' }
        : {};
  const rows = table.getRowModel().rows;

  const openRow = (row: T) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!isInteractiveTarget(event.target, event.currentTarget)) onRowClick?.(row);
  };
  const openRowWithKeyboard = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <div className={classes.root} onFocus={onFocus} {...edgeAttributes}>
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={{
          viewportRef,
          onScrollPositionChange: onScroll,
          // A table that scrolls sideways can be scrolled from the keyboard, even without links in its cells.
          viewportProps: scrollable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : undefined,
        }}
      >
        <Table
          className={classes.table}
          verticalSpacing="sm"
          horizontalSpacing={horizontalSpacing}
          highlightOnHover={Boolean(onRowClick)}
          aria-busy={loading}
        >
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers
                  .filter((header) => shown(header.column))
                  .map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <Table.Th
                        key={header.id}
                        {...pinnedProps(header.column.id)}
                        scope="col"
                        ta={header.column.columnDef.meta?.align}
                        aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                      >
                        {header.isPlaceholder ? null : <SortableHeader header={header} />}
                      </Table.Th>
                    );
                  })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
                <Table.Tr key={`loading-${index}`}>
                  {visibleColumns.map((column) => (
                    <Table.Td key={column.id} {...pinnedProps(column.id)}>
                      <Skeleton h={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!loading &&
              rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  className={onRowClick ? classes.clickableRow : undefined}
                  onClick={onRowClick ? openRow(row.original) : undefined}
                  onKeyDown={onRowClick ? openRowWithKeyboard(row.original) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                >
                  {row
                    .getVisibleCells()
                    .filter((cell) => shown(cell.column))
                    .map((cell) => (
                      <Table.Td key={cell.id} {...pinnedProps(cell.column.id)} ta={cell.column.columnDef.meta?.align}>
                        {cellContent(cell)}
                      </Table.Td>
                    ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Below the table rather than in it: a wide table scrolled on a phone would hide it. */}
      {!loading &&
        rows.length === 0 &&
        (onClearFilters ? (
          <EmptyState
            title={t('table.no_match')}
            text={t('table.no_match_hint')}
            action={{ label: t('table.clear_filters'), onClick: onClearFilters }}
          />
        ) : (
          <EmptyState title={emptyTitle ?? t('table.empty')} text={emptyDescription} action={emptyAction} />
        ))}
      {pager ?? (!loading && rows.length > 0 && <DataTablePagination table={table} caption={caption} />)}
    </div>
  );
}

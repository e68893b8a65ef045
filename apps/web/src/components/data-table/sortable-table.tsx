import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { EmptyState } from '../empty-state/empty-state';
import classes from './data-table.module.css';
import { pinnedColumns } from './pinned-columns';
import { nextSort, type SortState, sortRows, type SortValue } from './sort-rows';
import { PINNED_ATTRIBUTE, usePinnedScroll } from './use-pinned-scroll';

export interface SortableColumn<T> {
  id: string;
  header: ReactNode;
  /** What the column sorts by. */
  value: (row: T) => SortValue;
  /** False for a column of controls (a status picker): its header does not sort. */
  sortable?: boolean;
  /** What a cell shows: the value by default. */
  cell?: (row: T) => ReactNode;
  /** Figures read best aligned to the right. */
  align?: 'left' | 'right';
  /** Stays in view while a narrow screen scrolls sideways (the first column by default). */
  pinned?: boolean;
  /** The row's actions: stay in view on the right while the table scrolls (the column with id `actions` by default). */
  actions?: boolean;
  /** Hidden when the table is narrow (a phone). */
  secondary?: boolean;
}

interface SortableTableProps<T> {
  data: readonly T[];
  columns: readonly SortableColumn<T>[];
  /** Describes the table for screen readers. */
  caption: string;
  getRowId: (row: T) => string;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** The row count under the table; off for a card's small table of figures, whose rows are fixed. */
  showCount?: boolean;
  /** Row spacing: `sm` for lists, `xs` for a card's compact table of figures. */
  verticalSpacing?: 'xs' | 'sm';
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * DataTable's look and sorting for a short list shown whole (a dashboard's top ten), without TanStack Table
 * (13 kB compressed) or pagination: the row count below it, an empty state when there is nothing.
 */
export function SortableTable<T>({
  data,
  columns,
  caption,
  getRowId,
  emptyTitle,
  emptyDescription,
  minWidth = 640,
  showCount = true,
  verticalSpacing = 'sm',
}: SortableTableProps<T>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [sort, setSort] = useState<SortState | null>(null);
  const sortColumn = sort && columns.find((column) => column.id === sort.columnId);
  const rows = sortColumn ? sortRows(data, sortColumn.value, sort.direction) : data;
  const { viewportRef, onScroll, onFocus, narrow, scrollable, edgeAttributes } = usePinnedScroll();
  const shownColumns = narrow ? columns.filter((column) => !column.secondary) : columns;
  const pinned = pinnedColumns(shownColumns);
  const pinnedProps = (columnId: string) =>
    columnId === pinned.start
      ? { className: classes.pinnedStart, [PINNED_ATTRIBUTE]: 'start' }
      : columnId === pinned.end
        ? { className: classes.pinnedEnd, [PINNED_ATTRIBUTE]: 'end' }
        : {};

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
        <Table className={classes.table} verticalSpacing={verticalSpacing}>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {shownColumns.map((column) => {
                const sorted = sort?.columnId === column.id ? sort.direction : false;
                const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
                return (
                  <Table.Th
                    key={column.id}
                    {...pinnedProps(column.id)}
                    scope="col"
                    ta={column.align}
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  >
                    {column.sortable === false ? (
                      column.header
                    ) : (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() =>
                          setSort(nextSort(sort, column.id, data.length > 0 ? column.value(data[0]!) : undefined))
                        }
                      >
                        {column.header}
                        <Icon size={14} aria-hidden className={sorted ? undefined : classes.sortIdle} />
                        <VisuallyHidden>{t('table.sort')}</VisuallyHidden>
                      </UnstyledButton>
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={getRowId(row)}>
                {shownColumns.map((column) => (
                  <Table.Td key={column.id} {...pinnedProps(column.id)} ta={column.align}>
                    {column.cell ? column.cell(row) : column.value(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle ?? t('table.empty')} text={emptyDescription} />
      ) : (
        showCount && (
          <Text fz="sm" c="dimmed" mt="md">
            {t('table.results', { count: rows.length, formatted: format.number(rows.length) })}
          </Text>
        )
      )}
    </div>
  );
}

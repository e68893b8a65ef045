import { Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { PageControls } from './page-controls';
import { describePage } from './pagination';

interface PagerProps {
  /** The table's caption: names the page controls for screen readers. */
  caption: string;
  /** Every row of the table, on every page. */
  total: number;
  /** The page shown, from 1, of `pages`. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The row count, and the page controls when there is more than one page: the same for every table. */
export function Pager({ caption, total, page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const first = page <= 1;
  const last = page >= pages;
  const controls = [
    { label: t('table.first_page'), icon: IconChevronsLeft, onClick: () => onPage(1), disabled: first },
    { label: t('table.previous_page'), icon: IconChevronLeft, onClick: () => onPage(page - 1), disabled: first },
    { label: t('table.next_page'), icon: IconChevronRight, onClick: () => onPage(page + 1), disabled: last },
    { label: t('table.last_page'), icon: IconChevronsRight, onClick: () => onPage(pages), disabled: last },
  ];
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Text fz="sm" c="dimmed">
        {t('table.results', { count: total, formatted: format.number(total) })}
      </Text>
      {pages > 1 && (
        <PageControls
          caption={caption}
          page={page}
          pages={pages}
          before={controls.slice(0, 2)}
          after={controls.slice(2)}
        />
      )}
    </Group>
  );
}

/** The pages of a table paged in the browser. */
export function DataTablePagination<T>({ table, caption }: { table: Table<T>; caption: string }) {
  const { page, pages } = describePage(table.getState().pagination.pageIndex, table.getPageCount());
  return (
    <Pager
      caption={caption}
      total={table.getPrePaginationRowModel().rows.length}
      page={page}
      pages={pages}
      onPage={(next) => table.setPageIndex(next - 1)}
    />
  );
}

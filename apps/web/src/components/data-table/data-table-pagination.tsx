import { Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { PageControls } from './page-controls';
import { describePage } from './pagination';

/** The row count, and the page controls when there is more than one page. */
export function DataTablePagination<T>({ table, caption }: { table: Table<T>; caption: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { pageIndex } = table.getState().pagination;
  const { page, pages } = describePage(pageIndex, table.getPageCount());
  const total = table.getPrePaginationRowModel().rows.length;
  const controls = [
    {
      label: t('table.first_page'),
      icon: IconChevronsLeft,
      onClick: () => table.firstPage(),
      disabled: !table.getCanPreviousPage(),
    },
    {
      label: t('table.previous_page'),
      icon: IconChevronLeft,
      onClick: () => table.previousPage(),
      disabled: !table.getCanPreviousPage(),
    },
    {
      label: t('table.next_page'),
      icon: IconChevronRight,
      onClick: () => table.nextPage(),
      disabled: !table.getCanNextPage(),
    },
    {
      label: t('table.last_page'),
      icon: IconChevronsRight,
      onClick: () => table.lastPage(),
      disabled: !table.getCanNextPage(),
    },
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

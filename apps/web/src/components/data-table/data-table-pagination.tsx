import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { describePage } from './pagination';

export function DataTablePagination<T>({ table, caption }: { table: Table<T>; caption: string }) {
  const { t } = useTranslation();
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
        {t('table.results', { count: total })}
      </Text>
      <Group gap={6} wrap="nowrap" component="nav" aria-label={t('table.pagination_of', { caption })}>
        {controls.slice(0, 2).map(({ label, icon: Icon, onClick, disabled }) => (
          <ActionIcon key={label} variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
            <Icon size={18} />
          </ActionIcon>
        ))}
        <Text fz="sm" fw={500} px="xs" aria-live="polite" miw={88} ta="center">
          {t('table.page_of', { page, pages })}
        </Text>
        {controls.slice(2).map(({ label, icon: Icon, onClick, disabled }) => (
          <ActionIcon key={label} variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
            <Icon size={18} />
          </ActionIcon>
        ))}
      </Group>
    </Group>
  );
}

import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { ORDER_PAGE_SIZES } from '@mobiverte/contracts';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CursorPagerProps {
  caption: string;
  summary: string;
  page: number;
  pageCount: number;
  pageSize: number;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (pageSize: number) => void;
}

/** First / previous / next over cursor pages, "Page x / y" and the page size. */
export function CursorPager(props: CursorPagerProps) {
  const { t } = useTranslation();
  const hasPrevious = props.page > 1;
  const controls = [
    { label: t('table.first_page'), icon: IconChevronsLeft, onClick: props.onFirst, disabled: !hasPrevious },
    { label: t('table.previous_page'), icon: IconChevronLeft, onClick: props.onPrevious, disabled: !hasPrevious },
  ];
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Group gap="md">
        <Text fz="sm" c="dimmed">
          {props.summary}
        </Text>
        <Group gap={8} wrap="nowrap">
          <Text fz="sm" c="dimmed" id="orders-page-size">
            {t('orders.filters.page_size')}
          </Text>
          <Select
            size="xs"
            aria-labelledby="orders-page-size"
            data={ORDER_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(props.pageSize)}
            onChange={(size) => props.onPageSize(Number(size))}
            allowDeselect={false}
            w={76}
          />
        </Group>
      </Group>
      <Group gap={6} wrap="nowrap" component="nav" aria-label={t('table.pagination_of', { caption: props.caption })}>
        {controls.map(({ label, icon: Icon, onClick, disabled }) => (
          <ActionIcon key={label} variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
            <Icon size={18} />
          </ActionIcon>
        ))}
        <Text fz="sm" fw={500} px="xs" aria-live="polite" miw={88} ta="center">
          {t('table.page_of', { page: props.page, pages: Math.max(props.pageCount, 1) })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('table.next_page')}
          onClick={props.onNext}
          disabled={!props.hasNext}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

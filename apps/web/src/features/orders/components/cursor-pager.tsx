import { Group, Select, Text } from '@mantine/core';
import { ORDER_PAGE_SIZES } from '@mobiverte/contracts';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageControls } from '@/components/data-table/page-controls';

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

/** First / previous / next over cursor pages and "Page x / y" (when there is more than one page), and the page size. */
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
      {(hasPrevious || props.hasNext) && (
        <PageControls
          caption={props.caption}
          page={props.page}
          pages={Math.max(props.pageCount, 1)}
          before={controls}
          after={[
            { label: t('table.next_page'), icon: IconChevronRight, onClick: props.onNext, disabled: !props.hasNext },
          ]}
        />
      )}
    </Group>
  );
}

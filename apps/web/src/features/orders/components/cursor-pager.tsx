import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CursorPagerProps {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / next over cursor pages, with "Page x / y". */
export function CursorPager({ page, pageCount, hasPrevious, hasNext, onPrevious, onNext }: CursorPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('orders.list.page', { page, pages: Math.max(pageCount, 1) })}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={16} />}
        disabled={!hasPrevious}
        onClick={onPrevious}
      >
        {t('orders.list.previous')}
      </Button>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={16} />}
        disabled={!hasNext}
        onClick={onNext}
      >
        {t('orders.list.next')}
      </Button>
    </Group>
  );
}

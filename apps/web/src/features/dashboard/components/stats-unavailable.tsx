import { Button, EmptyState } from '@mantine/core';
import { IconChartBarOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A statistics call failed (it was logged): say so and offer to try again. */
export function StatsUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="lg"
      size="sm"
      icon={<IconChartBarOff size={28} aria-hidden />}
      withIndicatorBackground
      title={t('dashboard.stats.unavailable')}
      description={t('dashboard.stats.unavailable_hint')}
    >
      <EmptyState.Actions>
        <Button variant="light" size="xs" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

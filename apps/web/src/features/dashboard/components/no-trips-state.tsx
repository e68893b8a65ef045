import { EmptyState } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The period holds no sustainable trip (for the filters chosen). */
export function NoTripsState() {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="lg"
      size="sm"
      icon={<IconRoute size={28} aria-hidden />}
      withIndicatorBackground
      title={t('dashboard.modes.empty')}
      description={t('dashboard.modes.empty_hint')}
    />
  );
}

import { Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How many cells, corridors or areas the threshold hid, and why: never which ones. */
export function PrivacyNote({
  kind,
  hidden,
  minParticipants,
}: {
  kind: 'cells' | 'corridors' | 'areas';
  hidden: number;
  minParticipants: number;
}) {
  const { t } = useTranslation();
  return (
    <Text fz="sm" c="dimmed" display="flex" style={{ gap: 6, alignItems: 'center' }}>
      <IconShieldLock size={16} aria-hidden style={{ flex: 'none' }} />
      {hidden > 0
        ? t(`maps.privacy.${kind}_hidden`, { count: hidden, min: minParticipants })
        : t('maps.privacy.none_hidden', { min: minParticipants })}
    </Text>
  );
}

import { Badge } from '@mantine/core';
import type { MailerLiteSyncState } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MailerLiteSyncState, string> = {
  idle: 'gray',
  running: 'blue',
  succeeded: 'green',
  partial: 'orange',
  failed: 'red',
};

export function SyncStateBadge({ state }: { state: MailerLiteSyncState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`mailerlite.sync.states.${state}`)}
    </Badge>
  );
}

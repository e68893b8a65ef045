import { Badge } from '@mantine/core';
import type { NotificationState } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<NotificationState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  cancelled: 'gray',
  failed: 'red',
};

export function NotificationStateBadge({ state }: { state: NotificationState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant={state === 'cancelled' ? 'outline' : 'light'}>
      {t(`notifications.states.${state}`)}
    </Badge>
  );
}

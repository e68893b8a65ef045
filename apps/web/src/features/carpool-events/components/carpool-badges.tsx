import { Badge } from '@mantine/core';
import type { CarpoolEventState, CarpoolStatus } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { CARPOOL_STATUS_COLORS, carpoolStatusKey, EVENT_STATE_COLORS } from '../lib/statuses';

/** An event's state: ouvert, en pause, fermé. */
export function EventStateBadge({ state }: { state: CarpoolEventState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={EVENT_STATE_COLORS[state]}>
      {t(`carpool_events.states.${state}`)}
    </Badge>
  );
}

/** A request's or a match's §4 status. */
export function CarpoolStatusBadge({ subject, status }: { subject: 'request' | 'match'; status: CarpoolStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={CARPOOL_STATUS_COLORS[status]}>
      {t(carpoolStatusKey(subject, status))}
    </Badge>
  );
}

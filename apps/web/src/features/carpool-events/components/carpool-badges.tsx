import { Badge, Stack, Text } from '@mantine/core';
import type { CarpoolEventState, CarpoolStatus, CarpoolStatusReason } from '@mobiverte/contracts';
import type { ReactNode } from 'react';
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

interface CarpoolStatusBadgeProps {
  subject: 'request' | 'match';
  status: CarpoolStatus;
  /** Why the system ended it (the event closed, its schedule changed), shown under the badge. */
  reason?: CarpoolStatusReason | null;
  /** A further line under the badge (a match's validation). */
  note?: ReactNode;
}

/** A request's or a match's §4 status, with the reason the system gave when it ended it. */
export function CarpoolStatusBadge({ subject, status, reason, note }: CarpoolStatusBadgeProps) {
  const { t } = useTranslation();
  const badge = (
    <Badge variant="light" color={CARPOOL_STATUS_COLORS[status]}>
      {t(carpoolStatusKey(subject, status))}
    </Badge>
  );
  if (!reason && !note) return badge;
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      {reason && (
        <Text fz="xs" c="dimmed">
          {t(`carpool_events.status_reasons.${reason}`)}
        </Text>
      )}
      {note}
    </Stack>
  );
}

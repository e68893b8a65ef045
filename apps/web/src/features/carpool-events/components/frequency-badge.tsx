import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CarpoolEvent } from '../api/get-carpool-events';

export function FrequencyBadge({ frequency }: { frequency: CarpoolEvent['frequency'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={frequency === 'recurring' ? 'brand' : 'gray'}>
      {t(`carpool_events.frequency.${frequency}`)}
    </Badge>
  );
}

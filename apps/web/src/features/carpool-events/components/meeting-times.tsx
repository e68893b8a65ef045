import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { CarpoolEvent } from '../api/get-carpool-events';
import { groupMeetingTimes } from '../lib/schedule';

/** "lun.–ven. 08:00 · sam. 09:30": runs of weekdays with their meeting time. */
export function MeetingTimes({ event }: { event: CarpoolEvent }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const runs = groupMeetingTimes(event);
  if (runs.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('carpool_events.no_meeting_time')}
      </Text>
    );
  return (
    <Text fz="sm">
      {runs
        .map(({ from, to, time }) => {
          const days = from === to ? format.weekday(from) : `${format.weekday(from)}–${format.weekday(to)}`;
          return `${days}\u00a0${format.timeOfDay(time)}`;
        })
        .join(' · ')}
    </Text>
  );
}

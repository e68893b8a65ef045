import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { CarpoolEvent } from '../api/get-carpool-events';
import { getMeetingTimes } from '../lib/schedule';

/** "lun. 08:00 · mer. 08:30": each weekday with its meeting time. */
export function MeetingTimes({ event }: { event: CarpoolEvent }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const entries = getMeetingTimes(event).filter(({ time }) => time !== null);
  if (entries.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('carpool_events.no_meeting_time')}
      </Text>
    );
  return (
    <Text fz="sm">
      {entries.map(({ day, time }) => `${format.weekday(day)} ${format.timeOfDay(time ?? '')}`).join(' · ')}
    </Text>
  );
}

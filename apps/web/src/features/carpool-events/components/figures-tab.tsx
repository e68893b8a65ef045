import { SimpleGrid, Text } from '@mantine/core';
import { IconCar, IconCheck, IconListCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { useCarpoolEventFigures } from '../api/get-carpool-event-figures';

/** The event's carpool figures: requests, confirmed matches, shared trips and seats filled. */
export function FiguresTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { figures, loading, error, retry } = useCarpoolEventFigures(eventId);
  if (error) return <QueryError error={error} onRetry={retry} />;
  const value = (count: number | undefined) => (count === undefined ? '—' : format.number(count));
  const cards = [
    { key: 'requests', icon: <IconListCheck size={24} />, count: figures?.requests },
    { key: 'confirmed', icon: <IconCheck size={24} />, count: figures?.confirmed },
    { key: 'shared_trips', icon: <IconCar size={24} />, count: figures?.sharedTrips },
    { key: 'seats_filled', icon: <IconUsers size={24} />, count: figures?.seatsFilled },
  ] as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {cards.map((card) => (
          <StatCard
            key={card.key}
            label={t(`carpool_events.figures.${card.key}`)}
            hint={t(`carpool_events.figures.${card.key}_hint`)}
            value={value(card.count)}
            icon={card.icon}
            loading={loading}
          />
        ))}
      </SimpleGrid>
      <Text fz="sm" c="dimmed" mt="md">
        {t('carpool_events.figures.note')}
      </Text>
    </>
  );
}

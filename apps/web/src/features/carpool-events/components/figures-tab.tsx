import { SimpleGrid } from '@mantine/core';
import { IconCar, IconLeaf, IconListCheck, IconRoute, IconSteeringWheel, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import { useCarpoolEventFigures } from '../api/get-carpool-event-figures';
import type { CarpoolEvent } from '../api/get-carpool-events';

/** The event's carpool figures: requests, drivers, seats filled, shared trips, km and GHG saved. */
export function FiguresTab({ event, today }: { event: CarpoolEvent; today: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figures = useCarpoolEventFigures(event, today);
  if (figures.isError) return <QueryError error={figures.error} onRetry={() => void figures.refetch()} />;
  const data = figures.data;
  const count = (value: number | undefined) => (value === undefined ? '—' : format.number(value));
  const decimal = (value: number | undefined) =>
    value === undefined ? '—' : format.number(value, { maximumFractionDigits: 1 });
  const cards = [
    { key: 'requests', icon: <IconListCheck size={24} />, value: count(data?.requests) },
    { key: 'drivers', icon: <IconSteeringWheel size={24} />, value: count(data?.drivers) },
    { key: 'seats_filled', icon: <IconUsers size={24} />, value: count(data?.seatsFilled) },
    { key: 'shared_trips', icon: <IconCar size={24} />, value: count(data?.sharedTrips) },
    { key: 'km_saved', icon: <IconRoute size={24} />, value: decimal(data?.kmSaved), unit: 'km' },
    { key: 'ghg_saved', icon: <IconLeaf size={24} />, value: decimal(data?.ghgSavedKg), unit: 'kg CO₂e' },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {cards.map((card) => (
        <StatCard
          key={card.key}
          label={t(`carpool_events.figures.${card.key}`)}
          hint={t(`carpool_events.figures.${card.key}_hint`)}
          value={card.value}
          unit={'unit' in card ? card.unit : undefined}
          icon={card.icon}
          loading={figures.isPending}
        />
      ))}
    </SimpleGrid>
  );
}

import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { CarpoolEvent } from './get-carpool-events';
import { carpoolEventKeys } from './get-carpool-events';

const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/**
 * The days whose occurrences the figures cover: from the event's start (or as far back as the statistics go)
 * to its end, or two months ahead so that the confirmed matches of the coming occurrences count.
 */
export function figuresRange(event: Pick<CarpoolEvent, 'date' | 'endDate'>, today: string) {
  const ahead = addDays(today, 60);
  const endDate = event.endDate && event.endDate < ahead ? event.endDate : ahead;
  const earliest = addDays(endDate, -3_650);
  const startDate = event.date && event.date > earliest ? event.date : earliest;
  return { startDate: startDate > endDate ? endDate : startDate, endDate };
}

/** The event's carpool figures (`GET /api/carpoolApi/get-stats-by` narrowed to the event). */
export async function getCarpoolEventFigures(event: CarpoolEvent, today: string) {
  const owner = event.organisationId
    ? { ownerId: event.organisationId, ownerType: 'organisation' as const }
    : { ownerId: event.cityId, ownerType: 'city' as const };
  const query = { ...owner, eventId: event.id, period: 'range' as const, ...figuresRange(event, today) };
  const stats = await unwrapData(api.GET('/api/carpoolApi/get-stats-by', { params: { query } }));
  return stats.carpool;
}

export function useCarpoolEventFigures(event: CarpoolEvent, today: string) {
  return useQuery({
    queryKey: [...carpoolEventKeys.detail(event.id), 'figures', today],
    queryFn: () => getCarpoolEventFigures(event, today),
  });
}

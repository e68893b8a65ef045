import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export async function getCarpoolEvents() {
  return unwrap(api.GET('/api/carpool-events'));
}

/** An event in the list, with its counts (requests in play, confirmed matches, shared trips). */
export type CarpoolEventListItem = Awaited<ReturnType<typeof getCarpoolEvents>>['data'][number];
/** An event as the detail answers it. */
export type CarpoolEvent = Omit<CarpoolEventListItem, 'liveRequests' | 'confirmedMatches' | 'sharedTrips'>;

export const carpoolEventKeys = createQueryKeys('carpool-events');

export const carpoolEventsQueryOptions = queryOptions({
  queryKey: carpoolEventKeys.lists(),
  queryFn: getCarpoolEvents,
});

export function useCarpoolEvents() {
  return useQuery(carpoolEventsQueryOptions);
}

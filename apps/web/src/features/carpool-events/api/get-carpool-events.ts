import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export async function getCarpoolEvents() {
  return unwrap(api.GET('/api/carpool-events'));
}

export type CarpoolEvent = Awaited<ReturnType<typeof getCarpoolEvents>>['data'][number];

export const carpoolEventKeys = createQueryKeys('carpool-events');

export const carpoolEventsQueryOptions = queryOptions({
  queryKey: carpoolEventKeys.lists(),
  queryFn: getCarpoolEvents,
});

export function useCarpoolEvents() {
  return useQuery(carpoolEventsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function getCarpoolEvents() {
  return unwrap(api.GET('/api/carpool-events'));
}

export type CarpoolEvent = Awaited<ReturnType<typeof getCarpoolEvents>>['data'][number];

export const carpoolEventKeys = {
  all: ['carpool-events'] as const,
  lists: () => [...carpoolEventKeys.all, 'list'] as const,
  detail: (id: string) => [...carpoolEventKeys.all, 'detail', id] as const,
};

export const carpoolEventsQueryOptions = queryOptions({
  queryKey: carpoolEventKeys.lists(),
  queryFn: getCarpoolEvents,
});

export function useCarpoolEvents() {
  return useQuery(carpoolEventsQueryOptions);
}

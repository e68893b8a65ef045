import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { carpoolEventKeys } from './get-carpool-events';

/** An event's map: its destination, meeting cells and departure areas (cells under the threshold left out). */
export async function getCarpoolEventMap(id: string) {
  return unwrapData(api.GET('/api/carpool-events/{id}/map', { params: { path: { id } } }));
}

export type CarpoolEventMap = Awaited<ReturnType<typeof getCarpoolEventMap>>;
export type CarpoolMapArea = CarpoolEventMap['areas'][number];

export const carpoolEventMapQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...carpoolEventKeys.detail(id), 'map'],
    queryFn: () => getCarpoolEventMap(id),
  });

export function useCarpoolEventMap(id: string) {
  return useQuery(carpoolEventMapQueryOptions(id));
}

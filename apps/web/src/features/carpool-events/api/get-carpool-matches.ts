import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { carpoolEventKeys } from './get-carpool-events';

export type CarpoolMatchesQuery = NonNullable<paths['/api/carpool-events/{id}/matches']['get']['parameters']['query']>;

export async function getCarpoolMatches(id: string, query: CarpoolMatchesQuery) {
  return unwrap(api.GET('/api/carpool-events/{id}/matches', { params: { path: { id }, query } }));
}

export type CarpoolMatchRow = Awaited<ReturnType<typeof getCarpoolMatches>>['data'][number];

/** One page of an event's matches (the spec's event matches table). */
export function useCarpoolMatches(id: string, query: CarpoolMatchesQuery) {
  return useQuery({
    queryKey: [...carpoolEventKeys.detail(id), 'matches', query],
    queryFn: () => getCarpoolMatches(id, query),
    placeholderData: keepPreviousData,
  });
}

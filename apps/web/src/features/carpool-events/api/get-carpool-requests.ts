import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { carpoolEventKeys } from './get-carpool-events';

export type CarpoolRequestsQuery = NonNullable<
  paths['/api/carpool-events/{id}/requests']['get']['parameters']['query']
>;

export async function getCarpoolRequests(id: string, query: CarpoolRequestsQuery) {
  return unwrap(api.GET('/api/carpool-events/{id}/requests', { params: { path: { id }, query } }));
}

export type CarpoolRequestRow = Awaited<ReturnType<typeof getCarpoolRequests>>['data'][number];

/** One page of an event's requests (the spec's event requests table). */
export function useCarpoolRequests(id: string, query: CarpoolRequestsQuery) {
  return useQuery({
    queryKey: [...carpoolEventKeys.detail(id), 'requests', query],
    queryFn: () => getCarpoolRequests(id, query),
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { carpoolEventKeys } from './get-carpool-events';

export async function getCarpoolEvent(id: string) {
  return unwrapData(api.GET('/api/carpool-events/{id}', { params: { path: { id } } }));
}

export const carpoolEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carpoolEventKeys.detail(id),
    queryFn: () => getCarpoolEvent(id),
  });

export function useCarpoolEvent(id: string | null) {
  return useQuery({ ...carpoolEventQueryOptions(id ?? ''), enabled: id !== null });
}

import type { CorridorMap } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapQueryParams } from '../lib/map-filters';
import { mapKeys } from './map-keys';
import { api, unwrapData } from '@/lib/api-client';

/** The corridors between neighbouring cells and the start and end clusters, above the privacy threshold. */
export async function getCorridors(query: MapQueryParams) {
  return unwrapData(api.GET('/api/maps/corridors', { params: { query } })) as Promise<CorridorMap>;
}

export function useCorridors(query: MapQueryParams | null) {
  return useQuery({
    queryKey: mapKeys.corridors(query ?? {}),
    queryFn: () => getCorridors(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

import type { MapConfig } from '@mobiverte/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapKeys } from './map-keys';
import { api, unwrapData } from '@/lib/api-client';

/** The basemap (`MAP_STYLE_URL`, or null for the offline style), the privacy threshold and where to look. */
export async function getMapConfig() {
  return unwrapData(api.GET('/api/maps/config')) as Promise<MapConfig>;
}

export const mapConfigQueryOptions = queryOptions({
  queryKey: mapKeys.config(),
  queryFn: getMapConfig,
  staleTime: 10 * 60_000,
});

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions);
}

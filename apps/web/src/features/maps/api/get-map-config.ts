import type { MapConfig } from '@mobiverte/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapKeys } from './map-keys';
import { requestMapData } from './map-request';

/** The basemap (`MAP_STYLE_URL`, or null for the offline style), the privacy threshold and where to look. */
export async function getMapConfig() {
  return requestMapData<MapConfig>('/api/maps/config');
}

export const mapConfigQueryOptions = queryOptions({
  queryKey: mapKeys.config(),
  queryFn: getMapConfig,
  staleTime: 10 * 60_000,
});

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions);
}

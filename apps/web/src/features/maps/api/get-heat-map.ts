import type { HeatMap } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapQueryParams } from '../lib/map-filters';
import { mapKeys } from './map-keys';
import { api, unwrapData } from '@/lib/api-client';

/** The hexagon cells crossed by trips, above the privacy threshold. */
export async function getHeatMap(query: MapQueryParams) {
  return unwrapData(api.GET('/api/maps/heat', { params: { query } })) as Promise<HeatMap>;
}

/** Null while the period is incomplete; the previous map stays on screen while filters change. */
export function useHeatMap(query: MapQueryParams | null) {
  return useQuery({
    queryKey: mapKeys.heat(query ?? {}),
    queryFn: () => getHeatMap(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

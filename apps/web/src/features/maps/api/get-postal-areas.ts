import type { PostalAreaMap } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapQueryParams } from '../lib/map-filters';
import { mapKeys } from './map-keys';
import { api, unwrapData } from '@/lib/api-client';

/** The city's postal areas as GeoJSON, with the figures of their participants merged into each area's properties. */
export async function getPostalAreas(query: MapQueryParams) {
  return unwrapData(api.GET('/api/maps/postal-areas', { params: { query } })) as Promise<PostalAreaMap>;
}

export function usePostalAreas(query: MapQueryParams | null) {
  return useQuery({
    queryKey: mapKeys.postalAreas(query ?? {}),
    queryFn: () => getPostalAreas(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

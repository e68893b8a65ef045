import type { CityTripFilters, CityTripSort } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export type CityTripsQuery = CityTripFilters & {
  page: number;
  pageSize: number;
  sort: CityTripSort;
  order: 'asc' | 'desc';
};

export const cityTripKeys = createQueryKeys('city-trips');

/** One page of the city's trips of the filters (server-side paging and sorting). */
export async function getCityTrips(query: CityTripsQuery) {
  return unwrap(api.GET('/api/city-trips', { params: { query } }));
}
export type CityTripRow = Awaited<ReturnType<typeof getCityTrips>>['data'][number];

export function useCityTrips(query: CityTripsQuery) {
  return useQuery({
    queryKey: cityTripKeys.list(query),
    queryFn: () => getCityTrips(query),
    placeholderData: keepPreviousData,
  });
}

/** The address of the CSV export of the filters (a plain link: the browser streams the download). */
export function cityTripsExportUrl(filters: CityTripFilters, language: 'fr' | 'en') {
  const params = new URLSearchParams({ format: 'csv', language });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return `/api/city-trips/export?${params.toString()}`;
}

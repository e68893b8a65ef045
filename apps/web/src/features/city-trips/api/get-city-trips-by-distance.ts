import type { CityTripFilters } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { cityTripKeys } from './get-city-trips';

/** The chart: the filter's trips per distance band and mode. */
export function useCityTripsByDistance(filters: CityTripFilters) {
  return useQuery({
    queryKey: cityTripKeys.list({ chart: true, ...filters }),
    queryFn: () => unwrap(api.GET('/api/city-trips/by-distance', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });
}

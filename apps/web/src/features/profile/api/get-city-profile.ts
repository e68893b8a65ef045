import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The city's name, time zone and counts; a city has no editable profile yet. */
export async function getCityProfile(cityId: string) {
  return unwrap(api.GET('/api/cities/{cityId}/summary', { params: { path: { cityId } } }));
}

export type CityProfile = Awaited<ReturnType<typeof getCityProfile>>;

export const cityProfileQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: ['city-profile', cityId], queryFn: () => getCityProfile(cityId) });

export function useCityProfile(cityId: string) {
  return useQuery(cityProfileQueryOptions(cityId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The city's editable profile: name, contact email, province, country and time zone. */
export async function getCityProfile(cityId: string) {
  return unwrap(api.GET('/api/cities/{cityId}/profile', { params: { path: { cityId } } }));
}

export type CityProfile = Awaited<ReturnType<typeof getCityProfile>>;

/** Under the same root as the city's summary of the dashboard, so that a save refreshes both. */
export const cityKeys = {
  detail: (cityId: string) => ['cities', 'detail', cityId] as const,
  profile: (cityId: string) => [...cityKeys.detail(cityId), 'profile'] as const,
  summary: (cityId: string) => [...cityKeys.detail(cityId), 'summary'] as const,
};

export const cityProfileQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityKeys.profile(cityId), queryFn: () => getCityProfile(cityId) });

export function useCityProfile(cityId: string) {
  return useQuery(cityProfileQueryOptions(cityId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { cityKeys } from '@/lib/api/cities';

/** The city's editable profile: name, contact email, province, country and time zone. */
export async function getCityProfile(cityId: string) {
  return unwrapData(api.GET('/api/cities/{cityId}/profile', { params: { path: { cityId } } }));
}

export type CityProfile = Awaited<ReturnType<typeof getCityProfile>>;

export const cityProfileQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityKeys.profile(cityId), queryFn: () => getCityProfile(cityId) });

export function useCityProfile(cityId: string) {
  return useQuery(cityProfileQueryOptions(cityId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** A city's settings (`detail(cityId)`) and their history (`list({ cityId, page })`). */
export const citySettingsKeys = createQueryKeys('city-settings');

export async function getCitySettings(cityId: string) {
  return unwrapData(api.GET('/api/cities/{cityId}/settings', { params: { path: { cityId } } }));
}

export type CitySettingsData = Awaited<ReturnType<typeof getCitySettings>>;

export const citySettingsQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: citySettingsKeys.detail(cityId), queryFn: () => getCitySettings(cityId) });

export function useCitySettings(cityId: string) {
  return useQuery(citySettingsQueryOptions(cityId));
}

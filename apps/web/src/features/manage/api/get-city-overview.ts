import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export const cityOverviewKeys = createQueryKeys('city-overview');

export async function getCityOverview(cityId: string) {
  return unwrapData(api.GET('/api/cities/{cityId}/overview', { params: { path: { cityId } } }));
}

export type CityOverview = Awaited<ReturnType<typeof getCityOverview>>;

export const cityOverviewQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityOverviewKeys.detail(cityId), queryFn: () => getCityOverview(cityId) });

/** The programme at a glance: admins and co-admins, organisations' sizes, merchants. */
export function useCityOverview(cityId: string) {
  return useQuery(cityOverviewQueryOptions(cityId));
}

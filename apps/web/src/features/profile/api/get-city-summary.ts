import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { cityKeys } from './get-city-profile';

/** The city's figures in the programme: organisations, participants, merchants and stores. */
export async function getCitySummary(cityId: string) {
  return unwrap(api.GET('/api/cities/{cityId}/summary', { params: { path: { cityId } } }));
}

export type CitySummary = Awaited<ReturnType<typeof getCitySummary>>;

export const citySummaryQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityKeys.summary(cityId), queryFn: () => getCitySummary(cityId) });

export function useCitySummary(cityId: string) {
  return useQuery(citySummaryQueryOptions(cityId));
}

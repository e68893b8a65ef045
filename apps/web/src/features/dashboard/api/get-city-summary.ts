import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function getCitySummary(cityId: string) {
  return unwrap(api.GET('/api/cities/{cityId}/summary', { params: { path: { cityId } } }));
}

export type CitySummary = Awaited<ReturnType<typeof getCitySummary>>;

export const citySummaryQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: ['cities', 'detail', cityId, 'summary'],
    queryFn: () => getCitySummary(cityId),
  });

export function useCitySummary(cityId: string) {
  return useQuery(citySummaryQueryOptions(cityId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function getPublicCities() {
  const { data } = await unwrap(api.GET('/api/public/cities'));
  return data;
}

export type PublicCity = Awaited<ReturnType<typeof getPublicCities>>[number];

export const publicCitiesQueryOptions = queryOptions({
  queryKey: ['public', 'cities'],
  queryFn: getPublicCities,
  staleTime: 10 * 60_000,
});

export function usePublicCities() {
  return useQuery(publicCitiesQueryOptions);
}

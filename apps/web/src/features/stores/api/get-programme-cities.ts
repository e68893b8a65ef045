import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The cities running the programme, for the merchant to choose at registration (same cache as the auth pages). */
export async function getProgrammeCities() {
  const { data } = await unwrap(api.GET('/api/public/cities'));
  return data;
}

export const programmeCitiesQueryOptions = queryOptions({
  queryKey: ['public', 'cities'],
  queryFn: getProgrammeCities,
  staleTime: 10 * 60_000,
});

export function useProgrammeCities() {
  return useQuery(programmeCitiesQueryOptions);
}

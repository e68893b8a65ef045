import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { createQueryKeys } from '@/lib/api/query-keys';

export type NewsListQuery = NonNullable<paths['/api/news']['get']['parameters']['query']>;

export async function getNewsList(query: NewsListQuery) {
  return unwrap(api.GET('/api/news', { params: { query } }));
}

export type NewsListItem = Awaited<ReturnType<typeof getNewsList>>['data'][number];

export const newsKeys = createQueryKeys('news');

/** One page of the city's news, drafts first, with the count of each state. */
export function useNewsList(query: NewsListQuery) {
  return useQuery({
    queryKey: newsKeys.list(query),
    queryFn: () => getNewsList(query),
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { newsKeys } from './get-news-list';

export async function getNews(newsId: string) {
  return unwrapData(api.GET('/api/news/{newsId}', { params: { path: { newsId } } }));
}

export type NewsItem = Awaited<ReturnType<typeof getNews>>;

/** One news item with all its language versions (nothing to fetch while a new one is written). */
export function useNews(newsId: string | null) {
  return useQuery({
    queryKey: newsKeys.detail(newsId ?? 'new'),
    queryFn: () => getNews(newsId!),
    enabled: newsId !== null,
  });
}

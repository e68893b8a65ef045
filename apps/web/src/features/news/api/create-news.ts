import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { newsKeys } from './get-news-list';

export type NewsInput = NonNullable<paths['/api/news']['post']['requestBody']>['content']['application/json'];

export async function createNews(body: NewsInput) {
  return unwrapData(api.POST('/api/news', { body }));
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
  });
}

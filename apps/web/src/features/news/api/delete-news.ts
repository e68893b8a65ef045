import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { newsKeys } from './get-news-list';

export async function deleteNews(newsId: string) {
  await unwrap(api.DELETE('/api/news/{newsId}', { params: { path: { newsId } } }));
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

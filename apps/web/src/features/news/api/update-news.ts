import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { NewsInput } from './create-news';
import { newsKeys } from './get-news-list';

export async function updateNews({ id, body }: { id: string; body: NewsInput }) {
  return unwrapData(api.PUT('/api/news/{newsId}', { params: { path: { newsId: id } }, body }));
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSuccess: (item) => {
      queryClient.setQueryData(newsKeys.detail(item.id), item);
      return queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
    },
  });
}

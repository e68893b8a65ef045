import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { categoryKeys } from '@/lib/api/categories';

export async function deleteCategory(categoryId: string) {
  await unwrap(api.DELETE('/api/categories/{categoryId}', { params: { path: { categoryId } } }));
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_, categoryId) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(categoryId) });
      return queryClient.invalidateQueries({ queryKey: categoryKeys.lists() });
    },
  });
}

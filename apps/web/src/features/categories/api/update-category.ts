import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { CategoryInput } from './create-category';
import { categoryKeys } from '@/lib/api/categories';

export async function updateCategory({ categoryId, body }: { categoryId: string; body: Partial<CategoryInput> }) {
  return unwrapData(api.PATCH('/api/categories/{categoryId}', { params: { path: { categoryId } }, body }));
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.detail(category.id), category);
      return queryClient.invalidateQueries({ queryKey: categoryKeys.lists() });
    },
  });
}

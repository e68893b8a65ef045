import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { categoryKeys } from '@/lib/api/categories';

export type CategoryInput = NonNullable<paths['/api/categories']['post']['requestBody']>['content']['application/json'];

export async function createCategory(body: CategoryInput) {
  return unwrapData(api.POST('/api/categories', { body }));
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
  });
}

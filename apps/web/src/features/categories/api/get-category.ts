import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { categoryKeys } from '@/lib/api/categories';

export async function getCategory(categoryId: string) {
  return unwrapData(api.GET('/api/categories/{categoryId}', { params: { path: { categoryId } } }));
}

export const categoryQueryOptions = (categoryId: string) =>
  queryOptions({ queryKey: categoryKeys.detail(categoryId), queryFn: () => getCategory(categoryId) });

export function useCategory(categoryId: string) {
  return useQuery(categoryQueryOptions(categoryId));
}

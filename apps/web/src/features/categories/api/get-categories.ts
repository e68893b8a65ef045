import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The product categories of the city, in display order. */
export async function getCategories() {
  return unwrap(api.GET('/api/categories'));
}

export type Category = Awaited<ReturnType<typeof getCategories>>['data'][number];

export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  detail: (categoryId: string) => [...categoryKeys.all, 'detail', categoryId] as const,
};

export const categoriesQueryOptions = queryOptions({ queryKey: categoryKeys.lists(), queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The product categories of the city, for the product form's multi-select. */
export async function getProductCategories() {
  return unwrap(api.GET('/api/categories'));
}

export const productCategoriesQueryOptions = queryOptions({
  queryKey: ['categories', 'list'] as const,
  queryFn: getProductCategories,
  retry: false,
});

export function useProductCategories() {
  return useQuery(productCategoriesQueryOptions);
}

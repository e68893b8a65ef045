import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { createQueryKeys } from './query-keys';

export const categoryKeys = createQueryKeys('categories');

/** The product categories of the city, in display order (the categories pages and the product form). */
export async function getCategories() {
  return unwrap(api.GET('/api/categories'));
}

export type Category = Awaited<ReturnType<typeof getCategories>>['data'][number];

export const categoriesQueryOptions = queryOptions({ queryKey: categoryKeys.lists(), queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';
import type { paths } from '@/lib/api-types';

export type ProductsQuery = NonNullable<paths['/api/products']['get']['parameters']['query']>;

/** A merchant's own products; for a city admin, the city's (one merchant with `tenantId`). */
export async function getProducts(query: ProductsQuery) {
  return unwrap(api.GET('/api/products', { params: { query } }));
}

export type Product = Awaited<ReturnType<typeof getProducts>>['data'][number];
export type ProductStatus = Product['status'];
export type ProductAvailability = Product['availability'];

const keys = createQueryKeys('products');
export const productKeys = {
  ...keys,
  codes: (productId: string) => [...keys.detail(productId), 'codes'] as const,
};

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => getProducts(query),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductsQuery) {
  return useQuery(productsQueryOptions(query));
}

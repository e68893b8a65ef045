import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { productKeys } from './get-products';

export async function getProduct(productId: string) {
  return unwrapData(api.GET('/api/products/{productId}', { params: { path: { productId } } }));
}

export const productQueryOptions = (productId: string) =>
  queryOptions({ queryKey: productKeys.detail(productId), queryFn: () => getProduct(productId), retry: false });

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}

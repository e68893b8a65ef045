import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { productKeys } from './get-products';

export async function getProductCodes(productId: string, page: number, pageSize: number) {
  return unwrap(
    api.GET('/api/products/{productId}/codes', { params: { path: { productId }, query: { page, pageSize } } }),
  );
}

export type ProductCode = Awaited<ReturnType<typeof getProductCodes>>['data'][number];

export const productCodesQueryOptions = (productId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...productKeys.codes(productId), page, pageSize] as const,
    queryFn: () => getProductCodes(productId, page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useProductCodes(productId: string, page: number, pageSize: number) {
  return useQuery(productCodesQueryOptions(productId, page, pageSize));
}

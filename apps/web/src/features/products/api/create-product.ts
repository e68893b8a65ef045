import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { productKeys } from './get-products';

export type CreateProductBody = paths['/api/products']['post']['requestBody']['content']['application/json'];

export async function createProduct(body: CreateProductBody) {
  return unwrapData(api.POST('/api/products', { body }));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

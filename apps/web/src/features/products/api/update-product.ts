import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { productKeys } from './get-products';

export type ProductBody = paths['/api/products/{productId}']['put']['requestBody']['content']['application/json'];

export async function updateProduct({ productId, body }: { productId: string; body: ProductBody }) {
  return unwrapData(api.PUT('/api/products/{productId}', { params: { path: { productId } }, body }));
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

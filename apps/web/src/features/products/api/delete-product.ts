import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { productKeys } from './get-products';

/** Soft delete: the product leaves the lists and the merchant's product count. */
export async function deleteProduct(productId: string) {
  return unwrap(api.DELETE('/api/products/{productId}', { params: { path: { productId } } }));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, productId) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(productId) });
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { productKeys } from './get-products';

/** City admins: the product becomes approved and active (visible in the participants' catalogue). */
export async function approveProduct(productId: string) {
  return unwrapData(api.POST('/api/products/{productId}/approve', { params: { path: { productId } } }));
}

export function useApproveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

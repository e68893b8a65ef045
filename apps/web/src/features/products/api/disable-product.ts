import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { productKeys } from './get-products';

/** City admins: the product leaves the participants' catalogue until approved again. */
export async function disableProduct(productId: string) {
  return unwrapData(api.POST('/api/products/{productId}/disable', { params: { path: { productId } } }));
}

export function useDisableProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

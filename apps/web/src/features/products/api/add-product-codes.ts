import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { productKeys } from './get-products';

export async function addProductCodes({
  productId,
  codes,
  type,
}: {
  productId: string;
  codes: string[];
  type: 'barCode' | 'qrCode';
}) {
  return unwrapData(
    api.POST('/api/products/{productId}/codes', { params: { path: { productId } }, body: { codes, type } }),
  );
}

export function useAddProductCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductCodes,
    onSuccess: (_, { productId }) => queryClient.invalidateQueries({ queryKey: productKeys.codes(productId) }),
  });
}

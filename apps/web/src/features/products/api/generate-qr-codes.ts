import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { productKeys } from './get-products';

/** One unique QR code per unit of stock not yet covered by an available code. */
export async function generateQrCodes(productId: string) {
  return unwrapData(api.POST('/api/products/{productId}/codes/generate-qr', { params: { path: { productId } } }));
}

export function useGenerateQrCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQrCodes,
    onSuccess: (_, productId) => queryClient.invalidateQueries({ queryKey: productKeys.codes(productId) }),
  });
}

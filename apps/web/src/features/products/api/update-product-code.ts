import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { productKeys } from './get-products';

export type CodeStatusChange = 'active' | 'valid' | 'cancelled';

export async function updateProductCode({
  productId,
  codeId,
  status,
}: {
  productId: string;
  codeId: string;
  status: CodeStatusChange;
}) {
  return unwrapData(
    api.PATCH('/api/products/{productId}/codes/{codeId}', {
      params: { path: { productId, codeId } },
      body: { status },
    }),
  );
}

export function useUpdateProductCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductCode,
    onSuccess: (_, { productId }) => queryClient.invalidateQueries({ queryKey: productKeys.codes(productId) }),
  });
}

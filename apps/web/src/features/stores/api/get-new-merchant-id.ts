import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** A merchant code no store uses yet, such as MV-7K3Q9P. */
export async function getNewMerchantId() {
  const { merchantId } = await unwrap(api.GET('/api/getNewMerchantId'));
  return merchantId;
}

/** Asked on demand (the "generate" button), never cached: each click gives a fresh code. */
export function useNewMerchantId() {
  return useMutation({ mutationFn: getNewMerchantId });
}

import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Emails the customer their order (number, product, code, merchant, redeem steps). */
export async function sendOrderEmail(body: { orderId: string; tenantId: string }) {
  return unwrap(api.POST('/api/messagingApi/sendOrderSentEmail', { body }));
}

export function useSendOrderEmail() {
  return useMutation({ mutationFn: sendOrderEmail });
}

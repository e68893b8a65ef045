import type { DeliveryStatus } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { orderKeys } from './get-orders';

export type OrderDeliveryInput = { deliveryStatus: DeliveryStatus; trackingNumber: string | null };

export async function updateOrderDelivery({ orderId, body }: { orderId: string; body: OrderDeliveryInput }) {
  return unwrapData(api.PATCH('/api/orders/{orderId}/delivery', { params: { path: { orderId } }, body }));
}

export function useUpdateOrderDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderDelivery,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

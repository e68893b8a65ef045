import type { OrderStatus } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { orderKeys } from './get-orders';

export async function updateOrderStatus({ orderId, status }: { orderId: string; status: OrderStatus }) {
  return unwrapData(api.PATCH('/api/orders/{orderId}/status', { params: { path: { orderId } }, body: { status } }));
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

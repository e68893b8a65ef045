import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { orderKeys } from './get-orders';

export async function getOrder(orderId: string) {
  return unwrapData(api.GET('/api/orders/{orderId}', { params: { path: { orderId } } }));
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}

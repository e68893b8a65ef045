import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';
import type { OrderListQuery } from '../lib/order-filters';

/** One page of orders: the merchant's own, or a city's (optionally one merchant's, from the selector bar). */
export async function getOrders(query: OrderListQuery) {
  return unwrap(api.GET('/api/orders', { params: { query } }));
}

export type OrderList = Awaited<ReturnType<typeof getOrders>>;
export type Order = OrderList['data'][number];

export const orderKeys = createQueryKeys('orders');

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: () => getOrders(query), placeholderData: keepPreviousData });

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** The days shown (`from`–`to`, both included) and whether they are drawn per day or per month. */
export interface MerchantDashboardQuery {
  period: 'day' | 'month';
  from: string;
  to: string;
}

/** A merchant's orders and greenpoints redeemed by day or month, top products, statuses and low stock. */
export async function getMerchantDashboard(tenantId: string, query: MerchantDashboardQuery) {
  return unwrapData(api.GET('/api/tenants/{tenantId}/dashboard', { params: { path: { tenantId }, query } }));
}

export type MerchantDashboard = Awaited<ReturnType<typeof getMerchantDashboard>>;

const keys = createQueryKeys('merchant-dashboard');
export const merchantDashboardKeys = {
  ...keys,
  query: (tenantId: string, query: MerchantDashboardQuery) => [...keys.detail(tenantId), query] as const,
};

export const merchantDashboardQueryOptions = (tenantId: string, query: MerchantDashboardQuery) =>
  queryOptions({
    queryKey: merchantDashboardKeys.query(tenantId, query),
    queryFn: () => getMerchantDashboard(tenantId, query),
    enabled: Boolean(tenantId),
    placeholderData: keepPreviousData,
  });

export function useMerchantDashboard(tenantId: string, query: MerchantDashboardQuery) {
  return useQuery(merchantDashboardQueryOptions(tenantId, query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export type DashboardPeriod = 'day' | 'month';

/** A merchant's orders and greenpoints redeemed by day or month, top products, statuses and low stock. */
export async function getMerchantDashboard(tenantId: string, period: DashboardPeriod) {
  return unwrap(api.GET('/api/tenants/{tenantId}/dashboard', { params: { path: { tenantId }, query: { period } } }));
}

export type MerchantDashboard = Awaited<ReturnType<typeof getMerchantDashboard>>;

export const merchantDashboardKeys = {
  all: ['merchant-dashboard'] as const,
  detail: (tenantId: string, period: DashboardPeriod) => [...merchantDashboardKeys.all, tenantId, period] as const,
};

export const merchantDashboardQueryOptions = (tenantId: string, period: DashboardPeriod) =>
  queryOptions({
    queryKey: merchantDashboardKeys.detail(tenantId, period),
    queryFn: () => getMerchantDashboard(tenantId, period),
    enabled: Boolean(tenantId),
  });

export function useMerchantDashboard(tenantId: string, period: DashboardPeriod) {
  return useQuery(merchantDashboardQueryOptions(tenantId, period));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function getTenantSummary(tenantId: string) {
  return unwrap(api.GET('/api/tenants/{tenantId}/summary', { params: { path: { tenantId } } }));
}

export type TenantSummary = Awaited<ReturnType<typeof getTenantSummary>>;
export type TenantStore = TenantSummary['stores'][number];

export const tenantSummaryQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: ['tenants', 'detail', tenantId, 'summary'],
    queryFn: () => getTenantSummary(tenantId),
  });

export function useTenantSummary(tenantId: string) {
  return useQuery(tenantSummaryQueryOptions(tenantId));
}

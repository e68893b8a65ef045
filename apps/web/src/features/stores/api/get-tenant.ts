import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { tenantKeys } from './get-tenants';

export async function getTenant(tenantId: string) {
  return unwrapData(api.GET('/api/tenants/{tenantId}', { params: { path: { tenantId } } }));
}

export type TenantProfile = Awaited<ReturnType<typeof getTenant>>;

export const tenantQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: tenantKeys.detail(tenantId), queryFn: () => getTenant(tenantId) });

export function useTenant(tenantId: string | null) {
  return useQuery({ ...tenantQueryOptions(tenantId ?? ''), enabled: Boolean(tenantId) });
}

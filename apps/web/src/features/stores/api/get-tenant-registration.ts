import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** What the merchant typed at registration, shown on the shared confirmation link. */
export async function getTenantRegistration(pendingTenantId: string) {
  return unwrap(api.GET('/api/public/pending-tenants/{pendingTenantId}', { params: { path: { pendingTenantId } } }));
}

export const tenantRegistrationQueryOptions = (pendingTenantId: string) =>
  queryOptions({
    queryKey: ['public', 'pending-tenants', pendingTenantId],
    queryFn: () => getTenantRegistration(pendingTenantId),
    retry: false,
  });

export function useTenantRegistration(pendingTenantId: string) {
  return useQuery({ ...tenantRegistrationQueryOptions(pendingTenantId), enabled: Boolean(pendingTenantId) });
}

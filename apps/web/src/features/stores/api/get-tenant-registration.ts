import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { pendingTenantKeys } from './get-pending-tenants';

/** What the merchant typed at registration, shown on the shared confirmation link. */
export async function getTenantRegistration(pendingTenantId: string) {
  return unwrapData(
    api.GET('/api/public/pending-tenants/{pendingTenantId}', { params: { path: { pendingTenantId } } }),
  );
}

export const tenantRegistrationQueryOptions = (pendingTenantId: string) =>
  queryOptions({
    queryKey: pendingTenantKeys.detail(pendingTenantId),
    queryFn: () => getTenantRegistration(pendingTenantId),
    retry: false,
  });

export function useTenantRegistration(pendingTenantId: string) {
  return useQuery({ ...tenantRegistrationQueryOptions(pendingTenantId), enabled: Boolean(pendingTenantId) });
}

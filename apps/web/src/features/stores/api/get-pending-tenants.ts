import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** Merchant registrations of the city waiting for confirmation. */
export async function getPendingTenants() {
  return unwrap(api.GET('/api/pending-tenants'));
}

export type PendingTenant = Awaited<ReturnType<typeof getPendingTenants>>['data'][number];

export const pendingTenantKeys = createQueryKeys('pending-tenants');

export const pendingTenantsQueryOptions = queryOptions({
  queryKey: pendingTenantKeys.lists(),
  queryFn: getPendingTenants,
});

export function usePendingTenants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pendingTenantsQueryOptions, enabled });
}

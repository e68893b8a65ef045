import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** The city's merchants (for the tenant selector bar), or the merchant itself. */
export async function getTenants() {
  return unwrap(api.GET('/api/tenants'));
}

export type TenantListItem = Awaited<ReturnType<typeof getTenants>>['data'][number];

export const tenantKeys = createQueryKeys('tenants');

export const tenantsQueryOptions = queryOptions({ queryKey: tenantKeys.lists(), queryFn: getTenants });

export function useTenants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantsQueryOptions, enabled });
}

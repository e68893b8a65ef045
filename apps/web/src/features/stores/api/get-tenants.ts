import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The city's merchants (for the tenant selector bar), or the merchant itself. */
export async function getTenants() {
  return unwrap(api.GET('/api/tenants'));
}

export type TenantListItem = Awaited<ReturnType<typeof getTenants>>['data'][number];

export const tenantKeys = {
  all: ['tenants'] as const,
  lists: () => [...tenantKeys.all, 'list'] as const,
  detail: (tenantId: string) => [...tenantKeys.all, 'detail', tenantId] as const,
};

export const tenantsQueryOptions = queryOptions({ queryKey: tenantKeys.lists(), queryFn: getTenants });

export function useTenants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantsQueryOptions, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** The city's stores (only the chosen tenant's when one is selected), or the merchant's own. */
export async function getStores(tenantId: string | null) {
  return unwrap(api.GET('/api/stores', { params: { query: tenantId ? { tenantId } : {} } }));
}

export type Store = Awaited<ReturnType<typeof getStores>>['data'][number];

export const storeKeys = createQueryKeys('stores');

export const storesQueryOptions = (tenantId: string | null) =>
  queryOptions({ queryKey: storeKeys.list({ tenantId }), queryFn: () => getStores(tenantId) });

export function useStores(tenantId: string | null) {
  return useQuery(storesQueryOptions(tenantId));
}

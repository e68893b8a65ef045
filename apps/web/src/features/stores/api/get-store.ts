import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { storeKeys } from './get-stores';

export async function getStore(storeId: string) {
  return unwrapData(api.GET('/api/stores/{storeId}', { params: { path: { storeId } } }));
}

export const storeQueryOptions = (storeId: string) =>
  queryOptions({ queryKey: storeKeys.detail(storeId), queryFn: () => getStore(storeId) });

export function useStore(storeId: string) {
  return useQuery(storeQueryOptions(storeId));
}

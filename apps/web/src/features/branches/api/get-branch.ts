import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { branchKeys } from '@/lib/api/branches';

export async function getBranch(branchId: string) {
  return unwrapData(api.GET('/api/branches/{branchId}', { params: { path: { branchId } } }));
}

export const branchQueryOptions = (branchId: string) =>
  queryOptions({ queryKey: branchKeys.detail(branchId), queryFn: () => getBranch(branchId) });

export function useBranch(branchId: string) {
  return useQuery(branchQueryOptions(branchId));
}

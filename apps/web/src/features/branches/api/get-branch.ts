import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { branchKeys } from './get-branches';

export async function getBranch(branchId: string) {
  return unwrap(api.GET('/api/branches/{branchId}', { params: { path: { branchId } } }));
}

export const branchQueryOptions = (branchId: string) =>
  queryOptions({ queryKey: branchKeys.detail(branchId), queryFn: () => getBranch(branchId) });

export function useBranch(branchId: string) {
  return useQuery(branchQueryOptions(branchId));
}

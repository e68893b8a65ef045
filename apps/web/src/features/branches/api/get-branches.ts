import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { branchKeys } from '@/lib/api/branches';

/** An organisation's own branches; for a city admin, every branch of the city. */
export async function getBranches() {
  return unwrap(api.GET('/api/branches'));
}

export type Branch = Awaited<ReturnType<typeof getBranches>>['data'][number];

export const branchesQueryOptions = queryOptions({ queryKey: branchKeys.list({}), queryFn: getBranches });

export function useBranches() {
  return useQuery(branchesQueryOptions);
}

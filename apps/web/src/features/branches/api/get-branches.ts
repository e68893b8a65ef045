import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** An organisation's own branches; for a city admin, every branch of the city. */
export async function getBranches() {
  return unwrap(api.GET('/api/branches'));
}

export type Branch = Awaited<ReturnType<typeof getBranches>>['data'][number];

export const branchKeys = {
  /** Every branch query, the dashboard's branch filter included. */
  all: ['branches'] as const,
  lists: () => [...branchKeys.all, 'list'] as const,
  detail: (branchId: string) => [...branchKeys.all, 'detail', branchId] as const,
};

export const branchesQueryOptions = queryOptions({ queryKey: branchKeys.lists(), queryFn: getBranches });

export function useBranches() {
  return useQuery(branchesQueryOptions);
}

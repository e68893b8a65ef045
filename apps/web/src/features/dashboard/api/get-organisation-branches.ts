import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { branchKeys } from '@/lib/api/branches';

export interface BranchOption {
  id: string;
  name: string;
}

/** The organisation's branches, by name, for the branch filter. */
export async function getOrganisationBranches(organisationId: string, signal?: AbortSignal): Promise<BranchOption[]> {
  const { data } = await unwrap(api.GET('/api/branches', { params: { query: { organisationId } }, signal }));
  return data.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const organisationBranchesQueryOptions = (organisationId: string | null) =>
  queryOptions({
    queryKey: branchKeys.list({ organisationId }),
    queryFn: ({ signal }) => getOrganisationBranches(organisationId ?? '', signal),
    enabled: Boolean(organisationId),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The branch filter's options; the filter hides itself when they cannot be read or there are none. */
export function useOrganisationBranches(organisationId: string | null) {
  return useQuery(organisationBranchesQueryOptions(organisationId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export interface BranchOption {
  id: string;
  name: string;
}

/** The organisation's branches, for the branch filter (`GET /api/branches?organisationId=`). */
export async function getOrganisationBranches(organisationId: string, signal?: AbortSignal): Promise<BranchOption[]> {
  const payload = await getJson<{ data?: unknown }>('/api/branches', { organisationId }, signal);
  const rows: unknown[] = Array.isArray(payload?.data) ? payload.data : [];
  return rows
    .flatMap((row) => {
      const { id, name } = (row ?? {}) as Record<string, unknown>;
      return typeof id === 'string' && typeof name === 'string' ? [{ id, name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const organisationBranchesQueryOptions = (organisationId: string | null) =>
  queryOptions({
    queryKey: ['branches', 'options', { organisationId }],
    queryFn: ({ signal }) => getOrganisationBranches(organisationId ?? '', signal),
    enabled: Boolean(organisationId),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The branch filter's options; the filter hides itself when they cannot be read or there are none. */
export function useOrganisationBranches(organisationId: string | null) {
  return useQuery(organisationBranchesQueryOptions(organisationId));
}

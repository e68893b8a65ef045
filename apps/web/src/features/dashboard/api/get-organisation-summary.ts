import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function getOrganisationSummary(organisationId: string) {
  return unwrap(api.GET('/api/organisations/{organisationId}/summary', { params: { path: { organisationId } } }));
}

export type OrganisationSummary = Awaited<ReturnType<typeof getOrganisationSummary>>;

export const organisationSummaryQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', 'detail', organisationId, 'summary'],
    queryFn: () => getOrganisationSummary(organisationId),
  });

export function useOrganisationSummary(organisationId: string) {
  return useQuery(organisationSummaryQueryOptions(organisationId));
}

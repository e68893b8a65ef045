import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

export async function getOrganisationSummary(organisationId: string) {
  return unwrapData(api.GET('/api/organisations/{organisationId}/summary', { params: { path: { organisationId } } }));
}

export type OrganisationSummary = Awaited<ReturnType<typeof getOrganisationSummary>>;

export const organisationSummaryQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.summary(organisationId),
    queryFn: () => getOrganisationSummary(organisationId),
  });

export function useOrganisationSummary(organisationId: string) {
  return useQuery(organisationSummaryQueryOptions(organisationId));
}

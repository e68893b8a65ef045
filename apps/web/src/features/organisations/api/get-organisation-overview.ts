import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

export async function getOrganisationOverview(organisationId: string) {
  return unwrapData(api.GET('/api/organisations/{organisationId}/overview', { params: { path: { organisationId } } }));
}
export type OrganisationOverview = Awaited<ReturnType<typeof getOrganisationOverview>>;

export function useOrganisationOverview(organisationId: string, enabled = true) {
  return useQuery({
    queryKey: organisationKeys.overview(organisationId),
    queryFn: () => getOrganisationOverview(organisationId),
    enabled: enabled && organisationId !== '',
  });
}

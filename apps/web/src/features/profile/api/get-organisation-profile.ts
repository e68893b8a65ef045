import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

export async function getOrganisationProfile(organisationId: string) {
  return unwrapData(api.GET('/api/organisations/{organisationId}', { params: { path: { organisationId } } }));
}

export type OrganisationProfile = Awaited<ReturnType<typeof getOrganisationProfile>>;

export const organisationProfileQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.detail(organisationId),
    queryFn: () => getOrganisationProfile(organisationId),
  });

export function useOrganisationProfile(organisationId: string) {
  return useQuery(organisationProfileQueryOptions(organisationId));
}

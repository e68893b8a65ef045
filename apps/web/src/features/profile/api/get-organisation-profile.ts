import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function getOrganisationProfile(organisationId: string) {
  return unwrap(api.GET('/api/organisations/{organisationId}', { params: { path: { organisationId } } }));
}

export type OrganisationProfile = Awaited<ReturnType<typeof getOrganisationProfile>>;

export const organisationProfileKeys = {
  all: ['organisation-profile'] as const,
  detail: (organisationId: string) => [...organisationProfileKeys.all, organisationId] as const,
};

export const organisationProfileQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationProfileKeys.detail(organisationId),
    queryFn: () => getOrganisationProfile(organisationId),
  });

export function useOrganisationProfile(organisationId: string) {
  return useQuery(organisationProfileQueryOptions(organisationId));
}

import type { OrganisationSort, SortOrder } from '@mobiverte/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapData } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

export type OrganisationsQuery = {
  q?: string;
  page: number;
  pageSize: number;
  sort: OrganisationSort;
  order: SortOrder;
};

/** One page of the city's organisations, or the spec's search (25 results at most). */
export async function getOrganisations(query: OrganisationsQuery) {
  return unwrap(api.GET('/api/organisations', { params: { query } }));
}
export type OrganisationList = Awaited<ReturnType<typeof getOrganisations>>;
export type OrganisationRow = OrganisationList['data'][number];

export const organisationsQueryOptions = (query: OrganisationsQuery) =>
  queryOptions({
    queryKey: organisationKeys.list(query),
    queryFn: () => getOrganisations(query),
    placeholderData: keepPreviousData,
  });

export function useOrganisations(query: OrganisationsQuery) {
  return useQuery(organisationsQueryOptions(query));
}

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

export type ParticipantsQuery = { q?: string; page: number; pageSize: number };

export function useOrganisationParticipants(organisationId: string, query: ParticipantsQuery) {
  return useQuery({
    queryKey: organisationKeys.participants(organisationId, query),
    queryFn: () =>
      unwrap(
        api.GET('/api/organisations/{organisationId}/participants', {
          params: { path: { organisationId }, query },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
export type OrganisationParticipant = NonNullable<
  ReturnType<typeof useOrganisationParticipants>['data']
>['data'][number];

export function useCataloguePreview(organisationId: string, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: organisationKeys.catalogue(organisationId, query),
    queryFn: () =>
      unwrap(api.GET('/api/organisations/{organisationId}/catalogue', { params: { path: { organisationId }, query } })),
    placeholderData: keepPreviousData,
  });
}
export type CatalogueProduct = NonNullable<ReturnType<typeof useCataloguePreview>['data']>['data'][number];

/** Every organisation query is refreshed after an action: the list's counts and states follow. */
function useInvalidateOrganisations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organisationKeys.all });
}

export function useSetOrganisationActive() {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async ({ organisationId, active }: { organisationId: string; active: boolean }) =>
      active
        ? unwrap(
            api.POST('/api/v2/activation/organizations/{organizationId}', {
              params: { path: { organizationId: organisationId } },
            }),
          )
        : unwrapData(
            api.POST('/api/organisations/{organisationId}/deactivate', { params: { path: { organisationId } } }),
          ),
    onSettled: invalidate,
  });
}

export function useDeleteOrganisation() {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async (organisationId: string) =>
      unwrap(
        api.DELETE('/api/app/v2/delete/organizations/{organizationId}/{mode}', {
          params: { path: { organizationId: organisationId, mode: 'deaffiliate' } },
        }),
      ),
    onSettled: invalidate,
  });
}

export function useMergeBranch(organisationId: string) {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async ({ branchId, intoBranchId }: { branchId: string; intoBranchId: string }) =>
      unwrapData(
        api.POST('/api/organisations/{organisationId}/branches/{branchId}/merge', {
          params: { path: { organisationId, branchId } },
          body: { intoBranchId },
        }),
      ),
    onSettled: invalidate,
  });
}

export function useMoveParticipant(organisationId: string) {
  const invalidate = useInvalidateOrganisations();
  return useMutation({
    mutationFn: async ({
      participantId,
      target,
    }: {
      participantId: string;
      target: { organisationId: string; branchId: string | null };
    }) =>
      unwrapData(
        api.POST('/api/organisations/{organisationId}/participants/{participantId}/move', {
          params: { path: { organisationId, participantId } },
          body: target,
        }),
      ),
    onSettled: invalidate,
  });
}

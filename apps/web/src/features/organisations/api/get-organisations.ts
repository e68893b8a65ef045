import type { OrganisationSort, SortOrder } from '@mobiverte/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
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

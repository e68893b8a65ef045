import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { createQueryKeys } from './api/query-keys';

const regionKeys = createQueryKeys('regions');

/** The regions of the signed-in account's city, for the region pickers of profiles and branches. */
export async function getRegions() {
  const { data } = await unwrap(api.GET('/api/regions'));
  return data;
}

export type Region = Awaited<ReturnType<typeof getRegions>>[number];

export const regionsQueryOptions = queryOptions({
  queryKey: regionKeys.lists(),
  queryFn: getRegions,
  staleTime: 10 * 60_000,
});

export function useRegions() {
  return useQuery(regionsQueryOptions);
}

/** Select options, sorted by name in the reader's language. */
export function toRegionOptions(regions: readonly Region[] | undefined, language: string) {
  return [...(regions ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(({ id, name }) => ({ value: id, label: name }));
}

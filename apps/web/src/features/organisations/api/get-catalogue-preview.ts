import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

/** The marketplace as the organisation's participants see it (read-only). */
export function useCataloguePreview(organisationId: string, query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: organisationKeys.catalogue(organisationId, query),
    queryFn: () =>
      unwrap(api.GET('/api/organisations/{organisationId}/catalogue', { params: { path: { organisationId }, query } })),
    placeholderData: keepPreviousData,
  });
}
export type CatalogueProduct = NonNullable<ReturnType<typeof useCataloguePreview>['data']>['data'][number];

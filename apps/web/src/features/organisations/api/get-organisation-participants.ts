import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/** The organisations of the city a challenge may be sent to, whose name contains `search` (the first 50). */
export async function getRecipientOrganisations(search: string, signal?: AbortSignal) {
  return unwrapData(
    api.GET('/api/challenges/recipient-organisations', { params: { query: search ? { search } : {} }, signal }),
  );
}

export function useRecipientOrganisations(search: string) {
  return useQuery({
    queryKey: challengeKeys.recipientOrganisations(search),
    queryFn: ({ signal }) => getRecipientOrganisations(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

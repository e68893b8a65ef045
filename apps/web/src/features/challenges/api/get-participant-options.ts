import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/**
 * The participants a challenge may target or exclude: the first 50 whose username contains `search`, or, with
 * `ids`, the chosen ones (their labels). The organisation's, or the city's for a city admin.
 */
export async function getParticipantOptions(query: { search?: string; ids?: string[] }, signal?: AbortSignal) {
  return unwrapData(
    api.GET('/api/challenges/participant-options', {
      params: {
        query: {
          ...(query.search ? { search: query.search } : {}),
          ...(query.ids ? { ids: query.ids.join(',') } : {}),
        },
      },
      signal,
    }),
  );
}

export type ParticipantOption = Awaited<ReturnType<typeof getParticipantOptions>>[number];

/** The picker's choices for a search. */
export function useParticipantSearch(search: string) {
  return useQuery({
    queryKey: challengeKeys.participantOptions({ search }),
    queryFn: ({ signal }) => getParticipantOptions({ search }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The labels of participants already chosen (a saved challenge's), by id: at most 200 at a time. */
export function useParticipantLabels(ids: string[]) {
  return useQuery({
    queryKey: challengeKeys.participantOptions({ ids }),
    queryFn: ({ signal }) => getParticipantOptions({ ids }, signal),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}

import type { ChallengeListTab, ChallengeSort, SortOrder } from '@mobiverte/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

export type ChallengesQuery = {
  state: ChallengeListTab;
  page: number;
  pageSize: number;
  sort: ChallengeSort;
  order: SortOrder;
};

/** One page of the challenges of a tab: the organisation's own, the city's, and those sent to it. */
export async function getChallenges(query: ChallengesQuery) {
  return unwrap(api.GET('/api/challenges', { params: { query } }));
}

export type ChallengeList = Awaited<ReturnType<typeof getChallenges>>;
export type Challenge = ChallengeList['data'][number];

export const challengesQueryOptions = (query: ChallengesQuery) =>
  queryOptions({
    queryKey: challengeKeys.list(query),
    queryFn: () => getChallenges(query),
    placeholderData: keepPreviousData,
  });

export function useChallenges(query: ChallengesQuery) {
  return useQuery(challengesQueryOptions(query));
}

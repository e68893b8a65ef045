import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

export type LeaderboardQuery = { page: number; pageSize: number };

/** One page of a challenge's leaderboard, best first. */
export async function getLeaderboard(challengeId: string, query: LeaderboardQuery) {
  return unwrap(api.GET('/api/challenges/{challengeId}/leaderboard', { params: { path: { challengeId }, query } }));
}

export type Leaderboard = Awaited<ReturnType<typeof getLeaderboard>>;
export type LeaderboardRow = Leaderboard['data'][number];

export function useLeaderboard(challengeId: string, query: LeaderboardQuery) {
  return useQuery({
    queryKey: challengeKeys.leaderboard(challengeId, query),
    queryFn: () => getLeaderboard(challengeId, query),
    placeholderData: keepPreviousData,
  });
}

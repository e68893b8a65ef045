import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/** A challenge with its description, goals, audience, recipients and totals. */
export async function getChallenge(challengeId: string) {
  return unwrapData(api.GET('/api/challenges/{challengeId}', { params: { path: { challengeId } } }));
}

export type ChallengeDetail = Awaited<ReturnType<typeof getChallenge>>;

export const challengeQueryOptions = (challengeId: string) =>
  queryOptions({ queryKey: challengeKeys.detail(challengeId), queryFn: () => getChallenge(challengeId) });

export function useChallenge(challengeId: string | undefined) {
  return useQuery({ ...challengeQueryOptions(challengeId ?? ''), enabled: Boolean(challengeId) });
}

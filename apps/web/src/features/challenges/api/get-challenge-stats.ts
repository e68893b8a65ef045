import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/** A challenge's figures: participants, goals reached, totals, and the organisations' ranking per employee. */
export async function getChallengeStats(challengeId: string) {
  return unwrapData(api.GET('/api/challenges/{challengeId}/stats', { params: { path: { challengeId } } }));
}

export type ChallengeStats = Awaited<ReturnType<typeof getChallengeStats>>;
export type OrganisationStanding = ChallengeStats['organisations'][number];

export function useChallengeStats(challengeId: string) {
  return useQuery({ queryKey: challengeKeys.stats(challengeId), queryFn: () => getChallengeStats(challengeId) });
}

import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeConfigurationKeys } from '@/lib/api/challenges';

/** Whether the city lets organisations challenge each other, its limit on sent challenges and how many are out. */
export async function getChallengeConfiguration() {
  return unwrapData(api.GET('/api/challenge-configuration'));
}

export type ChallengeConfiguration = Awaited<ReturnType<typeof getChallengeConfiguration>>;

export function useChallengeConfiguration() {
  return useQuery({ queryKey: challengeConfigurationKeys.all, queryFn: getChallengeConfiguration });
}

import { useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeTemplateKeys } from '@/lib/api/challenges';

/** The city's templates: its admins write them, its organisations start their challenges from them. */
export async function getChallengeTemplates() {
  return unwrapData(api.GET('/api/challenge-templates'));
}

export type ChallengeTemplate = Awaited<ReturnType<typeof getChallengeTemplates>>[number];

export function useChallengeTemplates(enabled = true) {
  return useQuery({ queryKey: challengeTemplateKeys.lists(), queryFn: getChallengeTemplates, enabled });
}

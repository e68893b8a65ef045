import type { ChallengeTemplateInput } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeTemplateKeys } from '@/lib/api/challenges';

export async function createChallengeTemplate(body: ChallengeTemplateInput) {
  return unwrapData(api.POST('/api/challenge-templates', { body }));
}

export function useCreateChallengeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallengeTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeTemplateKeys.lists() }),
  });
}

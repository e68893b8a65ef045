import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { challengeTemplateKeys } from '@/lib/api/challenges';

export type ChallengeTemplateBody = NonNullable<
  paths['/api/challenge-templates']['post']['requestBody']
>['content']['application/json'];

export async function createChallengeTemplate(body: ChallengeTemplateBody) {
  return unwrapData(api.POST('/api/challenge-templates', { body }));
}

export function useCreateChallengeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallengeTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeTemplateKeys.lists() }),
  });
}

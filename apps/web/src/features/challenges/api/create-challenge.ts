import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { challengeKeys } from '@/lib/api/challenges';

/** The body of `POST /api/challenges` and `PUT /api/challenges/{challengeId}`. */
export type ChallengeBody = NonNullable<paths['/api/challenges']['post']['requestBody']>['content']['application/json'];
export type ChallengeGoalBody = ChallengeBody['individualGoal'];

/** Creates a challenge, or sends it to other organisations with `sentTo`. */
export async function createChallenge(body: ChallengeBody) {
  return unwrapData(api.POST('/api/challenges', { body }));
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: (saved) => {
      queryClient.setQueryData(challengeKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: challengeKeys.lists() });
    },
  });
}

import type { ChallengeInputBody } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/** Creates a challenge, or sends it to other organisations with `sentTo`. */
export async function createChallenge(body: ChallengeInputBody) {
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

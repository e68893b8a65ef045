import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';
import type { ChallengeBody } from './create-challenge';

export async function updateChallenge({ challengeId, body }: { challengeId: string; body: ChallengeBody }) {
  return unwrapData(api.PUT('/api/challenges/{challengeId}', { params: { path: { challengeId } }, body }));
}

export function useUpdateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChallenge,
    onSuccess: (saved) => {
      queryClient.setQueryData(challengeKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: challengeKeys.lists() });
    },
  });
}

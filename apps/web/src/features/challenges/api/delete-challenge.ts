import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/** Deletes a challenge; one that has participants is cancelled instead (the answer says which). */
export async function deleteChallenge(challengeId: string) {
  return unwrapData(api.DELETE('/api/challenges/{challengeId}', { params: { path: { challengeId } } }));
}

export function useDeleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChallenge,
    onSuccess: ({ id, outcome }) => {
      if (outcome === 'deleted') queryClient.removeQueries({ queryKey: challengeKeys.detail(id) });
      return queryClient.invalidateQueries({
        queryKey: outcome === 'deleted' ? challengeKeys.lists() : challengeKeys.all,
      });
    },
  });
}

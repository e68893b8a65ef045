import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/** Cancels a published challenge: it stays in the list (tab "Terminés") with its leaderboard. */
export async function cancelChallenge(challengeId: string) {
  return unwrapData(api.POST('/api/challenges/{challengeId}/cancel', { params: { path: { challengeId } } }));
}

export function useCancelChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}

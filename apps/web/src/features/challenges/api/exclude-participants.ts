import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

/** The spec's call: the participants leave the leaderboard and lose the rewards not credited yet. */
export async function excludeParticipants({ challengeId, userIds }: { challengeId: string; userIds: string[] }) {
  return unwrap(
    api.POST('/api/app/v2/exclude-users-from-challenge/{challengeId}', {
      params: { path: { challengeId } },
      body: { excludeUsers: userIds },
    }),
  );
}

export function useExcludeParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excludeParticipants,
    onSettled: (_result, _error, { challengeId }) =>
      queryClient.invalidateQueries({ queryKey: challengeKeys.detail(challengeId) }),
  });
}

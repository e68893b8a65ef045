import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeConfigurationKeys } from '@/lib/api/challenges';

/** A city admin sets how many challenges an organisation may have sent at once (null: no limit). */
export async function updateChallengeConfiguration(sendLimit: number | null) {
  return unwrapData(api.PUT('/api/challenge-configuration', { body: { sendLimit } }));
}

export function useUpdateChallengeConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChallengeConfiguration,
    onSuccess: (saved) => queryClient.setQueryData(challengeConfigurationKeys.all, saved),
  });
}

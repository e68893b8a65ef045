import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

export type ChallengeAnswer = 'accept' | 'decline';

/** The organisation accepts (its participants take part, the sender is told) or declines a received challenge. */
export async function answerChallenge({ challengeId, answer }: { challengeId: string; answer: ChallengeAnswer }) {
  const params = { params: { path: { challengeId } } };
  return unwrapData(
    answer === 'accept'
      ? api.POST('/api/challenges/{challengeId}/accept', params)
      : api.POST('/api/challenges/{challengeId}/decline', params),
  );
}

export function useAnswerChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerChallenge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}

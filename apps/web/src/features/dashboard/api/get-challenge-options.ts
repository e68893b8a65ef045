import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { challengeKeys } from '@/lib/api/challenges';

const PUBLISHED_CHALLENGES = { state: 'all', page: 1, pageSize: 100, sort: 'startAt', order: 'desc' } as const;

/** The published challenges the account sees, newest first: the choices of the period "Défis". */
export async function getChallengeOptions(signal?: AbortSignal) {
  const { data } = await unwrap(api.GET('/api/challenges', { params: { query: PUBLISHED_CHALLENGES }, signal }));
  return data.filter((challenge) => challenge.displayState !== 'draft').map(({ id, name }) => ({ id, name }));
}

/** No choice of a challenge (and no "Défis" period) when they cannot be read. */
export function useChallengeOptions() {
  return useQuery({
    queryKey: challengeKeys.list({ ...PUBLISHED_CHALLENGES, use: 'period-filter' }),
    queryFn: ({ signal }) => getChallengeOptions(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { STATS_CACHE_MS } from '@mobiverte/contracts';
import { statsKeys } from './api/stats';
import { ApiError, hasErrorCode } from './api-error';
import { type Session, sessionQueryKey } from './auth/session';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A request refused because the session ended (expired, signed out elsewhere) sends the user to login. */
function endSessionOn(error: unknown): void {
  if (!hasErrorCode(error, 'unauthenticated', 'session_expired')) return;
  const current = queryClient.getQueryData<Session>(sessionQueryKey);
  if (!current?.me) return;
  queryClient.setQueryData<Session>(sessionQueryKey, { me: null, rejection: 'session_expired' });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endSessionOn }),
  mutationCache: new MutationCache({ onError: endSessionOn }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * Statistics are exact within seconds of a trip: they are fetched again whenever a dashboard opens or the window
 * regains focus, while the last figures (kept in memory and in localStorage for 10 minutes) stay on screen.
 */
queryClient.setQueryDefaults(statsKeys.all, {
  // A few seconds, not 0: the answers a dashboard's route asks for beside its code (`PageDefinition.prefetch`)
  // are not asked for again when the page mounts a moment later.
  staleTime: 5_000,
  gcTime: STATS_CACHE_MS,
  refetchOnWindowFocus: true,
});

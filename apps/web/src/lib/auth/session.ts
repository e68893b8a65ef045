import type { Me } from '@mobiverte/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, postJson, unwrapData } from '../api-client';
import { hasErrorCode } from '../api-error';
import { sessionKeys } from '../api/query-keys';

/** Why the server refused a session: shown on the login page. */
export type SessionRejection = 'participant_not_allowed' | 'duplicate_account' | 'session_expired';

export interface Session {
  me: Me | null;
  rejection: SessionRejection | null;
}

export const SIGNED_OUT: Session = { me: null, rejection: null };

/**
 * Reads the signed-in account. Participants (mobile-app users) and duplicate accounts are refused by the
 * server: their session is closed here so that the login page can explain why.
 */
export async function getSession(): Promise<Session> {
  try {
    const me = await unwrapData(api.GET('/api/me'));
    return { me: me as Me, rejection: null };
  } catch (error) {
    if (hasErrorCode(error, 'participant_not_allowed', 'duplicate_account')) {
      await postJson('/api/auth/sign-out', {}).catch(() => undefined);
      return { me: null, rejection: error.code as SessionRejection };
    }
    if (hasErrorCode(error, 'session_expired')) return { me: null, rejection: 'session_expired' };
    if (hasErrorCode(error, 'unauthenticated')) return SIGNED_OUT;
    throw error;
  }
}

export const sessionQueryKey = sessionKeys.all;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in account; only for components rendered behind the route guard. */
export function useMe(): Me {
  const { data } = useSession();
  if (!data?.me) throw new Error('useMe() is only available to signed-in pages');
  return data.me;
}

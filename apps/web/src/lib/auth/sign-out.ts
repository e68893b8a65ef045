import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../api-client';
import { clearStorageOnSignOut } from '../storage';
import { isAccountQuery } from '../api/query-keys';
import { sendPresence } from './presence';
import { SIGNED_OUT, sessionQueryKey } from './session';

export async function signOut(): Promise<void> {
  await sendPresence('offline'); // while the session still holds: the co-admins lists stop showing it online
  await postJson('/api/auth/sign-out', {});
}

/** Forgets everything this browser kept for the session, except the saved email and device preferences. */
function clearLocalSession(): void {
  try {
    clearStorageOnSignOut(window.localStorage);
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing was kept there then.
  }
}

/** The browser's side of signing out: local storage, the account's queries, and the session marked signed out. */
export function forgetSession(queryClient: QueryClient): void {
  clearLocalSession();
  queryClient.removeQueries({ predicate: isAccountQuery });
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSession(queryClient),
  });
}

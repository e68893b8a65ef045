import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../api-client';
import { clearStorageOnSignOut } from '../storage';
import { SIGNED_OUT, sessionQueryKey } from './session';

export async function signOut(): Promise<void> {
  await postJson('/api/auth/sign-out', {});
}

/** Forgets everything this browser kept for the session, except the saved email and device preferences. */
export function clearLocalSession(): void {
  try {
    clearStorageOnSignOut(window.localStorage);
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing was kept there then.
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearLocalSession();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] && query.queryKey[0] !== 'branding',
      });
      queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
    },
  });
}

import { REDIRECT_AFTER_ACCOUNT_REMOVAL_MS } from '@mobiverte/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { forgetSession, signOut } from '@/lib/auth/sign-out';

/**
 * After its deletion or deactivation an organisation is signed out and sent to the login page 2 seconds later.
 * The server has already ended the sessions: signing out here only clears the browser's side.
 */
export function useSignOutAfterRemoval() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    timer.current = window.setTimeout(() => {
      void signOut()
        .catch(() => undefined)
        .then(() => {
          forgetSession(queryClient);
          void navigate(paths.auth.organisationLogin, { replace: true });
        });
    }, REDIRECT_AFTER_ACCOUNT_REMOVAL_MS);
  };
}

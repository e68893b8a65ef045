import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth/session';
import { useSignOut } from '@/lib/auth/sign-out';
import { getLoginPath } from '../routing/redirects';

/** Signs out and returns to the login page of the account's role; a failure shows a toast. */
export function useSignOutAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const signOut = useSignOut();
  const role = session?.me?.role;
  return {
    pending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onSuccess: () => void navigate(getLoginPath(role), { replace: true }),
        onError: () => notifications.show({ color: 'red', message: t('global.something_went_wrong') }),
      }),
  };
}

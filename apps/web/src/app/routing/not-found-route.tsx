import { NotFound } from '@/components/not-found/not-found';
import { useSession } from '@/lib/auth/session';
import { AppLayout } from '../layouts/app-shell/app-layout';
import { PublicLayout } from '../layouts/public/public-layout';

/** "Page not found" inside the frame the visitor is in: the dashboard's when signed in. */
export function NotFoundRoute() {
  const { data: session } = useSession();
  if (session?.me) {
    return (
      <AppLayout>
        <NotFound />
      </AppLayout>
    );
  }
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { useSession } from '@/lib/auth/session';
import { resolveRedirect } from './redirects';
import { RouteEffects } from './route-effects';

/** The root of every route: waits for the session, applies the redirect rules, then renders the page. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  const target = resolveRedirect(pathname, session.data?.me ?? null);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}

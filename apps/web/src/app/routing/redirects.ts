import type { DashboardRole, Me } from '@mobiverte/contracts';
import { paths } from '@/config/paths';
import { mayOpen } from './access-rules';
import { getRouteAccess } from './route-access';

const DASHBOARD_BY_ROLE: Record<DashboardRole, string> = {
  city: paths.city.dashboard,
  organisation: paths.organisation.dashboard,
  tenant: paths.tenant.dashboard,
};

/** Where a signed-in user lands: carpool events for carpool-only accounts, otherwise the role's dashboard. */
export function getHomePath(me: Pick<Me, 'role' | 'carpoolOnly'>): string {
  return me.carpoolOnly ? paths.carpoolEvents.list : DASHBOARD_BY_ROLE[me.role];
}

/** The login page a user returns to after signing out. */
export function getLoginPath(role: DashboardRole | null | undefined): string {
  return role === 'city' ? paths.auth.cityLogin : paths.auth.organisationLogin;
}

/**
 * Where the dashboard must send someone who opens `pathname`, or null to render it.
 * `me` is null when nobody is signed in.
 */
export function resolveRedirect(pathname: string, me: Pick<Me, 'role' | 'carpoolOnly'> | null): string | null {
  const access = getRouteAccess(pathname);
  if (access === null) return null;
  switch (access.kind) {
    case 'root':
      return me ? getHomePath(me) : paths.auth.organisationLogin;
    case 'guest':
      return me ? getHomePath(me) : null;
    case 'public':
      return null;
    case 'roles':
      if (!me) return access.loginPath;
      return mayOpen(access, me) ? null : getHomePath(me);
  }
}

import { type DashboardRole, type Me, type Permission, POLICIES } from '@mobiverte/contracts';
import { paths } from '@/config/paths';

/**
 * Who may open a page:
 * - `guest`: signed-out visitors only (login, forgot password, register); signed-in users go home;
 * - `public`: anyone (reset password, email confirmation);
 * - `roles`: signed-in users of those roles; `carpoolOnly` marks the pages a carpool-only account keeps.
 */
export type RouteAccess =
  | { kind: 'root' }
  | { kind: 'guest' }
  | { kind: 'public' }
  | { kind: 'roles'; roles: readonly DashboardRole[]; carpoolOnly: boolean; loginPath: string };

export const GUEST: RouteAccess = { kind: 'guest' };
export const PUBLIC: RouteAccess = { kind: 'public' };

export function forRoles(
  roles: readonly DashboardRole[],
  { carpoolOnly = false, loginPath = paths.auth.organisationLogin }: { carpoolOnly?: boolean; loginPath?: string } = {},
): RouteAccess {
  return { kind: 'roles', roles, carpoolOnly, loginPath };
}

/** The roles of a permission's audience in contracts' policy table: who the server lets use it. */
export function rolesOf(permission: Permission): readonly DashboardRole[] {
  const { audience }: { audience: string | readonly DashboardRole[] } = POLICIES[permission];
  return typeof audience === 'string' ? [] : audience;
}

/** A page that shows what a permission reads or manages: opened by the roles the server grants it to. */
export function forPermission(
  permission: Permission,
  options: { carpoolOnly?: boolean; loginPath?: string } = {},
): RouteAccess {
  return forRoles(rolesOf(permission), options);
}

/** City pages send signed-out visitors to the city login. */
export const CITY_ONLY = forRoles(['city'], { loginPath: paths.auth.cityLogin });

/** A signed-in user may open a page of this access (a carpool-only account keeps only its carpool pages). */
export function mayOpen(access: RouteAccess, me: Pick<Me, 'role' | 'carpoolOnly'>): boolean {
  if (access.kind !== 'roles') return true;
  return me.carpoolOnly ? access.carpoolOnly : access.roles.includes(me.role);
}

import type { DashboardRole } from '@mobiverte/contracts';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Who may open a path:
 * - `guest`: signed-out visitors only (login, forgot password, register); signed-in users go home;
 * - `public`: anyone (reset password, email confirmation);
 * - `roles`: signed-in users of those roles; `carpoolOnly` marks the routes a carpool-only account keeps.
 */
export type RouteAccess =
  | { kind: 'root' }
  | { kind: 'guest' }
  | { kind: 'public' }
  | { kind: 'roles'; roles: readonly DashboardRole[]; carpoolOnly: boolean; loginPath: string };

interface AccessRule {
  pattern: string;
  access: RouteAccess;
}

const GUEST: RouteAccess = { kind: 'guest' };
const PUBLIC: RouteAccess = { kind: 'public' };

function forRoles(
  roles: readonly DashboardRole[],
  { carpoolOnly = false, loginPath = paths.auth.organisationLogin }: { carpoolOnly?: boolean; loginPath?: string } = {},
): RouteAccess {
  return { kind: 'roles', roles, carpoolOnly, loginPath };
}

/** First match wins: exact pages before the area prefixes that contain them. */
export const ACCESS_RULES: readonly AccessRule[] = [
  { pattern: paths.root, access: { kind: 'root' } },
  { pattern: paths.auth.organisationLogin, access: GUEST },
  { pattern: paths.auth.cityLogin, access: GUEST },
  { pattern: paths.auth.forgotPassword, access: GUEST },
  { pattern: paths.auth.confirmInvitation, access: PUBLIC },
  { pattern: paths.auth.confirmTenant, access: PUBLIC },
  { pattern: paths.auth.register, access: GUEST },
  { pattern: paths.auth.resetPassword, access: PUBLIC },
  { pattern: paths.auth.confirmEmail, access: PUBLIC },
  { pattern: paths.share, access: PUBLIC },
  { pattern: paths.profile, access: forRoles(['organisation', 'city']) },
  { pattern: paths.branches.list, access: forRoles(['organisation', 'city']) },
  { pattern: paths.branches.detail, access: forRoles(['organisation', 'city']) },
  { pattern: paths.settings, access: forRoles(['organisation', 'city']) },
  { pattern: paths.faq, access: forRoles(['organisation', 'city']) },
  { pattern: paths.kbs, access: forRoles(['city'], { loginPath: paths.auth.cityLogin }) },
  { pattern: paths.carpoolEvents.list, access: forRoles(['organisation', 'city'], { carpoolOnly: true }) },
  { pattern: paths.carpoolEvents.detail, access: forRoles(['organisation', 'city'], { carpoolOnly: true }) },
  { pattern: paths.stores.list, access: forRoles(['city', 'tenant']) },
  { pattern: paths.stores.profile, access: forRoles(['city', 'tenant']) },
  { pattern: paths.stores.add, access: forRoles(['city'], { loginPath: paths.auth.cityLogin }) },
  { pattern: paths.categories.list, access: forRoles(['city'], { loginPath: paths.auth.cityLogin }) },
  { pattern: paths.categories.detail, access: forRoles(['city'], { loginPath: paths.auth.cityLogin }) },
  { pattern: paths.products.list, access: forRoles(['city', 'tenant']) },
  { pattern: paths.products.add, access: forRoles(['city', 'tenant']) },
  { pattern: paths.products.edit, access: forRoles(['city', 'tenant']) },
  { pattern: paths.products.codes, access: forRoles(['city', 'tenant']) },
  { pattern: paths.tenant.dashboard, access: forRoles(['city', 'tenant']) },
  { pattern: paths.orders.list, access: forRoles(['city', 'tenant']) },
  { pattern: paths.orders.detail, access: forRoles(['city', 'tenant']) },
  { pattern: '/city/*', access: forRoles(['city'], { loginPath: paths.auth.cityLogin }) },
  { pattern: '/organisation/*', access: forRoles(['organisation']) },
  { pattern: '/tenant/*', access: forRoles(['tenant']) },
];

/** The access rule of a path, or null for a path the dashboard does not know (shown as "Page not found"). */
export function getRouteAccess(pathname: string): RouteAccess | null {
  const rule = ACCESS_RULES.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname));
  return rule?.access ?? null;
}

import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { CITY_ONLY, forRoles, GUEST, type RouteAccess } from './access-rules';
import { type PageDefinition, PAGES } from './pages';

interface AccessRule {
  pattern: string;
  access: RouteAccess;
}

/**
 * First match wins: every page of the table, then the paths that are no page but still have an owner (the
 * root, other registration links, unknown paths of an area), so that a signed-out visitor is sent to log in.
 */
export const ACCESS_RULES: readonly AccessRule[] = [
  { pattern: paths.root, access: { kind: 'root' } },
  ...PAGES.map(({ path, access }) => ({ pattern: path, access })),
  { pattern: paths.auth.register, access: GUEST },
  { pattern: '/city/*', access: CITY_ONLY },
  { pattern: '/organisation/*', access: forRoles(['organisation']) },
  { pattern: '/tenant/*', access: forRoles(['tenant']) },
];

/** The access rule of a path, or null for a path the dashboard does not know (shown as "Page not found"). */
export function getRouteAccess(pathname: string): RouteAccess | null {
  const rule = ACCESS_RULES.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname));
  return rule?.access ?? null;
}

/** The page a path shows, or null (not found). */
export function findPage(pathname: string): PageDefinition | null {
  return PAGES.find(({ path }) => matchPath({ path, end: true }, pathname)) ?? null;
}

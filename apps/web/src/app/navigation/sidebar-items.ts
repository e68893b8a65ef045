import type { Me } from '@mobiverte/contracts';
import { CARPOOL_PROMO_URL } from '@/config/env';
import { mayOpen } from '../routing/access-rules';
import { PAGES, PLANNED_PAGES } from '../routing/pages';
import { findPage } from '../routing/route-access';

export type SidebarIcon =
  | 'dashboard'
  | 'profile'
  | 'challenges'
  | 'branches'
  | 'faq'
  | 'notifications'
  | 'emails'
  | 'badges'
  | 'news'
  | 'happy_hours'
  | 'stores'
  | 'categories'
  | 'mailerlite'
  | 'settings'
  | 'manage'
  | 'heat_map'
  | 'kbs'
  | 'orders'
  | 'trip_reviews'
  | 'organisations'
  | 'products'
  | 'carpool'
  | 'logout'
  | 'promotion';

export type SidebarItem =
  | { kind: 'link'; key: string; icon: SidebarIcon; path: string; available: boolean }
  | { kind: 'external'; key: string; icon: SidebarIcon; href: string; available: boolean }
  | { kind: 'logout'; key: 'logout'; icon: 'logout'; available: true };

const LOGOUT: SidebarItem = { kind: 'logout', key: 'logout', icon: 'logout', available: true };

type SidebarLink = Extract<SidebarItem, { kind: 'link' }>;

/** The links of the pages this account may open, built (`available`) or planned, in their order. */
function linkItems(me: Me): SidebarLink[] {
  const entries = [
    ...PAGES.flatMap(({ sidebar, path, access }) => (sidebar ? [{ ...sidebar, path, access, available: true }] : [])),
    ...PLANNED_PAGES.map((entry) => ({ ...entry, available: false })),
  ];
  return entries
    .filter(({ access, when }) => access.kind === 'roles' && mayOpen(access, me) && (when?.(me) ?? true))
    .sort((a, b) => a.order - b.order)
    .map(({ key, icon, path, available }) => ({ kind: 'link', key, icon, path, available }));
}

/**
 * The whole sidebar of the specification for this account, built or not. Organisations are offered the
 * carpooling app, where its address is configured (`VITE_CARPOOL_PROMO_URL`).
 */
export function getSidebarItems(me: Me, promoUrl: string | null = CARPOOL_PROMO_URL): SidebarItem[] {
  const promotion: SidebarItem[] =
    me.role === 'organisation' && !me.carpoolOnly
      ? [{ kind: 'external', key: 'carpool_promotion', icon: 'promotion', href: promoUrl ?? '', available: !!promoUrl }]
      : [];
  return [...linkItems(me), LOGOUT, ...promotion];
}

/** What the sidebar shows: only items whose page exists. */
export function getVisibleSidebarItems(me: Me, promoUrl: string | null = CARPOOL_PROMO_URL): SidebarItem[] {
  return getSidebarItems(me, promoUrl).filter((item) => item.available);
}

/** The sidebar item a path lights: its page's own, or for a page without one (details) the item it belongs to. */
export function getActiveSidebarKey(pathname: string, items: readonly SidebarItem[]): string | null {
  const page = findPage(pathname);
  if (!page) return null;
  const keys = new Set(items.map(({ key }) => key));
  return [page.sidebar?.key, ...(page.lights ?? [])].find((key) => key !== undefined && keys.has(key)) ?? null;
}

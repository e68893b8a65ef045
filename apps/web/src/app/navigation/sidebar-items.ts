import type { Me } from '@mobiverte/contracts';
import { CARPOOL_PROMO_URL } from '@/config/env';
import { paths } from '@/config/paths';

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
  | 'heat_map'
  | 'kbs'
  | 'orders'
  | 'products'
  | 'carpool'
  | 'logout'
  | 'promotion';

export type SidebarItem =
  | { kind: 'link'; key: string; icon: SidebarIcon; path: string; available: boolean }
  | { kind: 'external'; key: string; icon: SidebarIcon; href: string; available: boolean }
  | { kind: 'logout'; key: 'logout'; icon: 'logout'; available: true };

/** Labels are `nav.<key>`. `available` is false for pages of the specification not built yet. */
function link(key: string, icon: SidebarIcon, path: string, available: boolean): SidebarItem {
  return { kind: 'link', key, icon, path, available };
}

const LOGOUT: SidebarItem = { kind: 'logout', key: 'logout', icon: 'logout', available: true };

function carpoolEventsItem(me: Me): SidebarItem[] {
  return me.addons.carpoolEvents ? [link('carpool_events', 'carpool', paths.carpoolEvents.list, true)] : [];
}

function organisationItems(me: Me): SidebarItem[] {
  return [
    link('dashboard', 'dashboard', paths.organisation.dashboard, true),
    link('profile', 'profile', paths.profile, true),
    link('challenges', 'challenges', '/challenges', false),
    link('branches', 'branches', paths.branches.list, true),
    link('settings', 'settings', paths.settings, true),
    link('faq', 'faq', paths.faq, true),
    ...carpoolEventsItem(me),
    LOGOUT,
    { kind: 'external', key: 'carpool_promotion', icon: 'promotion', href: CARPOOL_PROMO_URL, available: true },
  ];
}

function cityItems(me: Me): SidebarItem[] {
  const productItems = me.addons.product
    ? [
        link('challenges', 'challenges', '/challenges', false),
        link('notifications', 'notifications', '/notifications', false),
        link('emails', 'emails', '/emails', false),
        link('badges', 'badges', '/badges', false),
        link('news', 'news', '/news', false),
        link('happy_hours', 'happy_hours', '/happy_hours', false),
        link('stores', 'stores', paths.stores.list, true),
        link('orders', 'orders', paths.orders.list, true),
        link('categories', 'categories', paths.categories.list, true),
        link('products', 'products', paths.products.list, true),
      ]
    : [];
  return [
    link('dashboard', 'dashboard', paths.city.dashboard, true),
    link('profile', 'profile', paths.profile, true),
    ...productItems,
    ...(me.addons.mailerlite ? [link('mailerlite', 'mailerlite', '/mailerlite', false)] : []),
    link('settings', 'settings', paths.settings, true),
    link('heat_map', 'heat_map', '/heat-map', false),
    link('faq', 'faq', paths.faq, true),
    link('kbs', 'kbs', paths.kbs, true),
    ...carpoolEventsItem(me),
    LOGOUT,
  ];
}

function tenantItems(): SidebarItem[] {
  return [
    link('dashboard', 'dashboard', paths.tenant.dashboard, true),
    link('profile', 'profile', paths.tenant.profile, true),
    link('orders', 'orders', paths.orders.list, true),
    link('products', 'products', paths.products.list, true),
    link('kbs', 'kbs', paths.tenant.kbs, true),
    LOGOUT,
  ];
}

/** The whole sidebar of the specification for this account, built or not. */
export function getSidebarItems(me: Me): SidebarItem[] {
  if (me.carpoolOnly) return [link('carpool_events', 'carpool', paths.carpoolEvents.list, true), LOGOUT];
  if (me.role === 'city') return cityItems(me);
  if (me.role === 'tenant') return tenantItems();
  return organisationItems(me);
}

/** What the sidebar shows: only items whose page exists. */
export function getVisibleSidebarItems(me: Me): SidebarItem[] {
  return getSidebarItems(me).filter((item) => item.available);
}

import { describe, expect, it } from 'vitest';
import { makeMe } from '@/testing/me-fixture';
import { getActiveSidebarKey, getSidebarItems, getVisibleSidebarItems } from './sidebar-items';
import { getTopBarActions, getVisibleTopBarActions } from './top-bar-items';

const keysOf = (items: { key: string }[]) => items.map(({ key }) => key);

const organisation = makeMe();
const city = makeMe({ role: 'city', accountKind: 'city', organisationId: null, organisation: null });
const tenant = makeMe({
  role: 'tenant',
  accountKind: 'tenant',
  organisationId: null,
  organisation: null,
  tenantId: 't-1',
});
const addons = (overrides: Partial<typeof organisation.addons>) => ({ ...organisation.addons, ...overrides });

describe('getSidebarItems (the specification)', () => {
  // Notifications and emails (issue 18): the spec's organisation routes include them, so its sidebar leads there.
  it('organisation: dashboard, profile, challenges, notifications, emails, simulator, branches, settings, FAQ, log out and the carpooling promotion', () => {
    expect(keysOf(getSidebarItems(organisation))).toEqual([
      'dashboard',
      'profile',
      'challenges',
      'notifications',
      'emails',
      'simulator',
      'branches',
      'settings',
      'reports',
      'faq',
      'logout',
      'carpool_promotion',
    ]);
  });

  it('city: add-on items only with the product add-on, mailerlite only when granted', () => {
    const base = makeMe({ ...city, addons: addons({ product: false, mailerlite: false }) });
    expect(keysOf(getSidebarItems(base))).toEqual([
      'dashboard',
      'profile',
      'organisations',
      'users',
      'users_sessions',
      'trip_reviews',
      'manage',
      'settings',
      'reports',
      'emission_factors',
      'heat_map',
      'maps',
      'postal_code_map',
      'faq',
      'kbs',
      'logout',
    ]);
    const full = makeMe({ ...city, addons: addons({ product: true, mailerlite: true }) });
    expect(keysOf(getSidebarItems(full))).toEqual([
      'dashboard',
      'profile',
      'organisations',
      'users',
      'challenges',
      'notifications',
      'emails',
      'badges',
      'news',
      'happy_hours',
      'simulator',
      'stores',
      'users_sessions',
      'trip_reviews',
      'orders',
      'categories',
      'products',
      'mailerlite',
      'manage',
      'settings',
      'reports',
      'emission_factors',
      'heat_map',
      'maps',
      'postal_code_map',
      'faq',
      'kbs',
      'logout',
    ]);
  });

  it('tenant: dashboard, profile, orders, products, settings (its co-admins), KBS, log out', () => {
    expect(keysOf(getSidebarItems(tenant))).toEqual([
      'dashboard',
      'profile',
      'orders',
      'products',
      'settings',
      'kbs',
      'logout',
    ]);
  });

  it('carpool-only: carpool events and log out, whatever the role', () => {
    expect(keysOf(getSidebarItems(makeMe({ carpoolOnly: true })))).toEqual(['carpool_events', 'logout']);
    expect(keysOf(getSidebarItems(makeMe({ ...city, carpoolOnly: true })))).toEqual(['carpool_events', 'logout']);
  });

  it('adds carpool events for organisations and cities whose city has them', () => {
    const withEvents = makeMe({ addons: addons({ carpoolEvents: true }) });
    expect(keysOf(getSidebarItems(withEvents))).toContain('carpool_events');
  });
});

describe('getVisibleSidebarItems (pages built so far)', () => {
  it('shows only items whose page exists', () => {
    expect(keysOf(getVisibleSidebarItems(organisation, null))).toEqual([
      'dashboard',
      'profile',
      'challenges',
      'notifications',
      'emails',
      'simulator',
      'branches',
      'settings',
      'reports',
      'faq',
      'logout',
    ]);
    expect(keysOf(getVisibleSidebarItems(city))).toEqual([
      'dashboard',
      'profile',
      'organisations',
      'users',
      'challenges',
      'notifications',
      'emails',
      'badges',
      'news',
      'happy_hours',
      'simulator',
      'stores',
      'users_sessions',
      'trip_reviews',
      'orders',
      'categories',
      'products',
      'manage',
      'settings',
      'reports',
      'emission_factors',
      'heat_map',
      'maps',
      'postal_code_map',
      'faq',
      'kbs',
      'logout',
    ]);
    expect(keysOf(getVisibleSidebarItems(tenant))).toEqual([
      'dashboard',
      'profile',
      'orders',
      'products',
      'settings',
      'kbs',
      'logout',
    ]);
    expect(keysOf(getVisibleSidebarItems(makeMe({ carpoolOnly: true })))).toEqual(['carpool_events', 'logout']);
  });

  it('offers the carpooling app where its address is configured, and only to organisations', () => {
    const promoUrl = 'https://covoiturage.example.org';
    expect(getVisibleSidebarItems(organisation, promoUrl).at(-1)).toMatchObject({
      kind: 'external',
      key: 'carpool_promotion',
      href: promoUrl,
    });
    expect(keysOf(getVisibleSidebarItems(city, promoUrl))).not.toContain('carpool_promotion');
  });

  it('links each visible page to its route', () => {
    const dashboard = getVisibleSidebarItems(city).find((item) => item.key === 'dashboard');
    expect(dashboard).toMatchObject({ kind: 'link', path: '/city/dashboard' });
  });
});

describe('getActiveSidebarKey', () => {
  const lit = (pathname: string, me: typeof organisation) => getActiveSidebarKey(pathname, getVisibleSidebarItems(me));

  it('lights the item of the page, or of the list a detail page belongs to', () => {
    expect(lit('/branches', organisation)).toBe('branches');
    expect(lit('/branches/b-1', organisation)).toBe('branches');
    expect(lit('/products/edit/p-1/barCodes', tenant)).toBe('products');
    expect(lit('/orders/o-1', city)).toBe('orders');
  });

  it('lights only the merchant dashboard on its own path, not under the lists it holds', () => {
    expect(lit('/tenant/dashboard', tenant)).toBe('dashboard');
    expect(lit('/tenant/dashboard/orders', tenant)).toBe('orders');
  });

  it('lights the first item the account has: a store is under the stores for a city, under the profile for a merchant', () => {
    expect(lit('/tenant/profile/s-1', city)).toBe('stores');
    expect(lit('/tenant/profile/s-1', tenant)).toBe('profile');
  });

  it('lights nothing on an unknown path', () => {
    expect(lit('/nowhere', organisation)).toBeNull();
  });
});

describe('top bar', () => {
  it('grants "send a challenge" to organisations with challenges between organisations only', () => {
    const granted = makeMe({ addons: addons({ challengeBetweenOrganisations: true }) });
    expect(getTopBarActions(granted)[0]?.granted).toBe(true);
    expect(getTopBarActions(organisation)[0]?.granted).toBe(false);
    expect(
      getTopBarActions(makeMe({ ...city, addons: addons({ challengeBetweenOrganisations: true }) }))[0]?.granted,
    ).toBe(false);
  });

  it('shows the action to the organisations granted it, to the sending page', () => {
    const granted = makeMe({ addons: addons({ challengeBetweenOrganisations: true }) });
    expect(getVisibleTopBarActions(granted).map((action) => action.path)).toEqual([
      '/challenges/create-for-another-organisation',
    ]);
    expect(getVisibleTopBarActions(organisation)).toEqual([]);
  });
});

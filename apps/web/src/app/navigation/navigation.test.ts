import { describe, expect, it } from 'vitest';
import { makeMe } from '@/testing/me-fixture';
import { getSidebarItems, getVisibleSidebarItems } from './sidebar-items';
import { getTopBarActions, getVisibleTopBarActions, isReadOnly } from './top-bar-items';

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
  it('organisation: dashboard, profile, challenges, branches, settings, FAQ, log out and the carpooling promotion', () => {
    expect(keysOf(getSidebarItems(organisation))).toEqual([
      'dashboard',
      'profile',
      'challenges',
      'branches',
      'settings',
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
      'settings',
      'heat_map',
      'faq',
      'kbs',
      'logout',
    ]);
    const full = makeMe({ ...city, addons: addons({ product: true, mailerlite: true }) });
    expect(keysOf(getSidebarItems(full))).toEqual([
      'dashboard',
      'profile',
      'challenges',
      'notifications',
      'emails',
      'badges',
      'news',
      'happy_hours',
      'stores',
      'orders',
      'categories',
      'products',
      'mailerlite',
      'settings',
      'heat_map',
      'faq',
      'kbs',
      'logout',
    ]);
  });

  it('tenant: dashboard, profile, orders, products, KBS, log out', () => {
    expect(keysOf(getSidebarItems(tenant))).toEqual(['dashboard', 'profile', 'orders', 'products', 'kbs', 'logout']);
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
    expect(keysOf(getVisibleSidebarItems(organisation))).toEqual([
      'dashboard',
      'profile',
      'branches',
      'settings',
      'faq',
      'logout',
      'carpool_promotion',
    ]);
    expect(keysOf(getVisibleSidebarItems(city))).toEqual([
      'dashboard',
      'profile',
      'stores',
      'orders',
      'categories',
      'products',
      'settings',
      'faq',
      'kbs',
      'logout',
    ]);
    expect(keysOf(getVisibleSidebarItems(tenant))).toEqual([
      'dashboard',
      'profile',
      'orders',
      'products',
      'kbs',
      'logout',
    ]);
    expect(keysOf(getVisibleSidebarItems(makeMe({ carpoolOnly: true })))).toEqual(['carpool_events', 'logout']);
  });

  it('links each visible page to its route', () => {
    const dashboard = getVisibleSidebarItems(city).find((item) => item.key === 'dashboard');
    expect(dashboard).toMatchObject({ kind: 'link', path: '/city/dashboard' });
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

  it('hides the action until the challenges page exists', () => {
    const granted = makeMe({ addons: addons({ challengeBetweenOrganisations: true }) });
    expect(getVisibleTopBarActions(granted)).toEqual([]);
  });

  it('marks external users without edit rights as read-only', () => {
    expect(isReadOnly({ isExternal: true, canEdit: false })).toBe(true);
    expect(isReadOnly({ isExternal: true, canEdit: true })).toBe(false);
    expect(isReadOnly({ isExternal: false, canEdit: false })).toBe(false);
  });
});

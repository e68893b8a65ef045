import { describe, expect, it } from 'vitest';
import { makeMe } from '@/testing/me-fixture';
import { getHomePath, getLoginPath, resolveRedirect } from './redirects';

const organisation = makeMe({ role: 'organisation' });
const city = makeMe({ role: 'city', accountKind: 'city', organisationId: null, organisation: null });
const tenant = makeMe({
  role: 'tenant',
  accountKind: 'tenant',
  organisationId: null,
  organisation: null,
  tenantId: 't-1',
});
const carpoolOrganisation = makeMe({ role: 'organisation', carpoolOnly: true });
const carpoolCity = makeMe({ role: 'city', accountKind: 'city', carpoolOnly: true });
const externalCity = makeMe({
  role: 'city',
  accountKind: 'external',
  isExternal: true,
  externalFor: 'city',
  canEdit: false,
});

describe('getHomePath', () => {
  it('sends each role to its own dashboard', () => {
    expect(getHomePath(organisation)).toBe('/organisation/dashboard');
    expect(getHomePath(city)).toBe('/city/dashboard');
    expect(getHomePath(tenant)).toBe('/tenant/dashboard');
    expect(getHomePath(externalCity)).toBe('/city/dashboard');
  });

  it('sends carpool-only accounts to carpool events', () => {
    expect(getHomePath(carpoolOrganisation)).toBe('/carpool-events');
    expect(getHomePath(carpoolCity)).toBe('/carpool-events');
  });
});

describe('getLoginPath', () => {
  it('returns city users to the city login and everyone else to the organisation login', () => {
    expect(getLoginPath('city')).toBe('/city/login');
    expect(getLoginPath('organisation')).toBe('/organisation/login');
    expect(getLoginPath('tenant')).toBe('/organisation/login');
    expect(getLoginPath(null)).toBe('/organisation/login');
  });
});

describe('resolveRedirect: root', () => {
  it('sends visitors who are not signed in to the organisation login', () => {
    expect(resolveRedirect('/', null)).toBe('/organisation/login');
  });

  it('sends signed-in users to their home', () => {
    expect(resolveRedirect('/', organisation)).toBe('/organisation/dashboard');
    expect(resolveRedirect('/', city)).toBe('/city/dashboard');
    expect(resolveRedirect('/', tenant)).toBe('/tenant/dashboard');
    expect(resolveRedirect('/', carpoolOrganisation)).toBe('/carpool-events');
  });
});

describe('resolveRedirect: login and other guest pages', () => {
  const guestPages = [
    '/login',
    '/organisation/login',
    '/city/login',
    '/organisation/forgot-password',
    '/register/organisation',
  ];

  it.each(guestPages)('lets signed-out visitors open %s', (path) => {
    expect(resolveRedirect(path, null)).toBeNull();
  });

  it('redirects a signed-in user on a login page by role', () => {
    expect(resolveRedirect('/organisation/login', city)).toBe('/city/dashboard');
    expect(resolveRedirect('/city/login', organisation)).toBe('/organisation/dashboard');
    expect(resolveRedirect('/city/login', tenant)).toBe('/tenant/dashboard');
    expect(resolveRedirect('/login', tenant)).toBe('/tenant/dashboard');
    expect(resolveRedirect('/login', city)).toBe('/city/dashboard');
    expect(resolveRedirect('/organisation/login', carpoolCity)).toBe('/carpool-events');
    expect(resolveRedirect('/register/organisation', organisation)).toBe('/organisation/dashboard');
  });

  it('accepts a trailing slash', () => {
    expect(resolveRedirect('/organisation/login/', city)).toBe('/city/dashboard');
  });
});

describe('resolveRedirect: public pages', () => {
  it.each(['/organisation/reset-password', '/confirm-email'])('opens %s for everyone', (path) => {
    expect(resolveRedirect(path, null)).toBeNull();
    expect(resolveRedirect(path, organisation)).toBeNull();
    expect(resolveRedirect(path, carpoolCity)).toBeNull();
  });
});

describe('resolveRedirect: role areas', () => {
  it('sends signed-out visitors to the organisation login, and the city area to the city login', () => {
    expect(resolveRedirect('/organisation/dashboard', null)).toBe('/organisation/login');
    expect(resolveRedirect('/tenant/dashboard', null)).toBe('/organisation/login');
    expect(resolveRedirect('/carpool-events', null)).toBe('/organisation/login');
    expect(resolveRedirect('/carpool-events/abc', null)).toBe('/organisation/login');
    expect(resolveRedirect('/city/dashboard', null)).toBe('/city/login');
  });

  it('lets each role open its own area', () => {
    expect(resolveRedirect('/organisation/dashboard', organisation)).toBeNull();
    expect(resolveRedirect('/city/dashboard', city)).toBeNull();
    expect(resolveRedirect('/city/dashboard', externalCity)).toBeNull();
    expect(resolveRedirect('/tenant/dashboard', tenant)).toBeNull();
  });

  it('sends a city user away from organisation routes, and the reverse', () => {
    expect(resolveRedirect('/organisation/dashboard', city)).toBe('/city/dashboard');
    expect(resolveRedirect('/city/dashboard', organisation)).toBe('/organisation/dashboard');
  });

  it('keeps organisation users out of the city and tenant areas', () => {
    expect(resolveRedirect('/city/dashboard', organisation)).toBe('/organisation/dashboard');
    expect(resolveRedirect('/tenant/dashboard', organisation)).toBe('/organisation/dashboard');
  });

  it('sends tenants to the tenant dashboard from other areas', () => {
    expect(resolveRedirect('/organisation/dashboard', tenant)).toBe('/tenant/dashboard');
    expect(resolveRedirect('/city/dashboard', tenant)).toBe('/tenant/dashboard');
    expect(resolveRedirect('/carpool-events', tenant)).toBe('/tenant/dashboard');
  });

  it('applies the area to pages inside it that are not built yet', () => {
    expect(resolveRedirect('/city/anything', organisation)).toBe('/organisation/dashboard');
    expect(resolveRedirect('/organisation/anything', null)).toBe('/organisation/login');
    expect(resolveRedirect('/organisation/anything', organisation)).toBeNull();
  });
});

describe('resolveRedirect: carpool events', () => {
  it('opens carpool events to organisation and city users', () => {
    expect(resolveRedirect('/carpool-events', organisation)).toBeNull();
    expect(resolveRedirect('/carpool-events/evt-1', city)).toBeNull();
  });

  it('keeps carpool-only accounts on carpool events', () => {
    expect(resolveRedirect('/carpool-events', carpoolOrganisation)).toBeNull();
    expect(resolveRedirect('/carpool-events/evt-1', carpoolCity)).toBeNull();
    expect(resolveRedirect('/organisation/dashboard', carpoolOrganisation)).toBe('/carpool-events');
    expect(resolveRedirect('/city/dashboard', carpoolCity)).toBe('/carpool-events');
    expect(resolveRedirect('/tenant/dashboard', carpoolCity)).toBe('/carpool-events');
  });
});

describe('resolveRedirect: unknown paths', () => {
  it('renders them (as Page not found) for everyone', () => {
    expect(resolveRedirect('/does-not-exist', null)).toBeNull();
    expect(resolveRedirect('/does-not-exist', organisation)).toBeNull();
    expect(resolveRedirect('/carpool-events/a/b', city)).toBeNull();
  });
});

describe('resolveRedirect: administration and help pages', () => {
  const shared = ['/profile', '/branches', '/branches/b-1', '/FAQ'];

  it.each(shared)('opens %s to organisations and cities', (path) => {
    expect(resolveRedirect(path, organisation)).toBeNull();
    expect(resolveRedirect(path, city)).toBeNull();
    expect(resolveRedirect(path, externalCity)).toBeNull();
  });

  it.each(shared)('sends tenants, carpool-only accounts and visitors away from %s', (path) => {
    expect(resolveRedirect(path, tenant)).toBe('/tenant/dashboard');
    expect(resolveRedirect(path, carpoolOrganisation)).toBe('/carpool-events');
    expect(resolveRedirect(path, null)).toBe('/organisation/login');
  });

  it('opens /settings to organisations, cities and merchants (their co-admins), not to carpool-only accounts', () => {
    for (const account of [organisation, city, externalCity, tenant])
      expect(resolveRedirect('/settings', account)).toBeNull();
    expect(resolveRedirect('/settings', carpoolOrganisation)).toBe('/carpool-events');
    expect(resolveRedirect('/settings', null)).toBe('/organisation/login');
  });

  it('keeps the knowledge base for cities', () => {
    expect(resolveRedirect('/KBS', city)).toBeNull();
    expect(resolveRedirect('/KBS', organisation)).toBe('/organisation/dashboard');
    expect(resolveRedirect('/KBS', null)).toBe('/city/login');
  });

  it('opens the share page and the co-admin invitation to everyone', () => {
    for (const path of ['/partage', '/register/confirm']) {
      expect(resolveRedirect(path, null)).toBeNull();
      expect(resolveRedirect(path, organisation)).toBeNull();
    }
    expect(resolveRedirect('/register/organisation', organisation)).toBe('/organisation/dashboard');
  });
});

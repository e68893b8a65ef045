import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { CHALLENGES_CROSS_TENANT_CASES } from '../modules/challenges/challenges.cross-tenant.ts';
import { ORGANISATIONS_ADMIN_CROSS_TENANT_CASES } from '../modules/organisations/organisations-admin.cross-tenant.ts';
import { ORDERS_CROSS_TENANT_CASES } from '../modules/orders/orders.cross-tenant.ts';
import { PRODUCTS_CROSS_TENANT_CASES } from '../modules/products/products.cross-tenant.ts';
import { SPENDING_CROSS_TENANT_CASES } from '../modules/spending/spending.cross-tenant.ts';
import { TENANTS_CROSS_TENANT_CASES } from '../modules/tenants/tenants.cross-tenant.ts';
import { TRIP_REVIEWS_CROSS_TENANT_CASES } from '../modules/trip-reviews/trip-reviews.cross-tenant.ts';
import { USERS_CROSS_TENANT_CASES } from '../modules/users/users.cross-tenant.ts';
import { USER_ADMIN_CROSS_TENANT_CASES } from '../modules/user-admin/user-admin.cross-tenant.ts';
import { HAPPY_HOURS_CROSS_TENANT_CASES } from '../modules/happy-hours/happy-hours.cross-tenant.ts';
import { COMMUNICATION_CROSS_TENANT_CASES } from '../modules/communication/communication.cross-tenant.ts';
import { EMAIL_CAMPAIGNS_CROSS_TENANT_CASES } from '../modules/email-campaigns/email-campaigns.cross-tenant.ts';
import { NEWS_CROSS_TENANT_CASES } from '../modules/news/news.cross-tenant.ts';
import { NOTIFICATIONS_CROSS_TENANT_CASES } from '../modules/notifications/notifications.cross-tenant.ts';
import { BADGES_CROSS_TENANT_CASES } from '../modules/badges/badges.cross-tenant.ts';
import { CITY_TRIPS_CROSS_TENANT_CASES } from '../modules/city-trips/city-trips.cross-tenant.ts';
import { CITY_SETTINGS_CROSS_TENANT_CASES } from '../modules/city-settings/city-settings.cross-tenant.ts';
import { MAILERLITE_CROSS_TENANT_CASES } from '../modules/mailerlite/mailerlite.cross-tenant.ts';
import { MAPS_CROSS_TENANT_CASES } from '../modules/maps/maps.cross-tenant.ts';
import { SIMULATOR_CROSS_TENANT_CASES } from '../modules/simulator/simulator.cross-tenant.ts';
import { REPORTS_CROSS_TENANT_CASES } from '../modules/reports/reports.cross-tenant.ts';
import { INSIGHTS_CROSS_TENANT_CASES } from '../modules/insights/insights.cross-tenant.ts';
import { CARPOOL_CROSS_TENANT_CASES } from '../modules/carpool-events/carpool-events.cross-tenant.ts';
import { TOTAL_ROUTES } from '../modules/stats/stats.routes.ts';
import type { CrossTenantRequest, RouteCase } from '../test/cross-tenant-cases.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/test-database.ts';
import { createTenancy, type Tenancy } from '../test/test-world.ts';
import { POLICIES } from './policy.ts';

/**
 * Every route of the API, each with a request aimed at someone else's records. Every role of tenancy A
 * sends it with tenancy B's ids: the answer must be a refusal (401/403/404) or, for a list of one's own
 * records, a 200 holding nothing of B. A route missing from this table fails the test.
 */
type Request = CrossTenantRequest;

const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/branding': { kind: 'public' },
  'GET /api/auth/*': { kind: 'public' },
  'POST /api/auth/*': { kind: 'public' },
  'POST /api/register/organisation': { kind: 'public' },
  'POST /api/register/participant': { kind: 'public' },
  'POST /api/platform/cities': { kind: 'public' },
  'GET /api/public/cities': { kind: 'public' },
  'GET /api/public/invitations/:inviteCode': { kind: 'public' },
  'GET /api/co-admin-invitations/:pendingId': { kind: 'public' },
  'POST /api/co-admin-invitations/confirm': { kind: 'public' },
  'POST /api/v2/activation/organizations/:organizationId': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/v2/activation/organizations/${other.organisation.id}` }),
  },
  'POST /api/organisations/:organisationId/deactivate': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/organisations/${other.organisation.id}/deactivate` }),
  },
  'DELETE /api/app/v2/delete/organizations/:organizationId/:mode': {
    kind: 'record',
    request: (other) => ({
      method: 'DELETE',
      url: `/api/app/v2/delete/organizations/${other.organisation.id}/deaffiliate`,
    }),
  },
  'GET /api/co-admins': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/co-admins' }) },
  'PUT /api/presence': {
    kind: 'own-list',
    request: () => ({ method: 'PUT', url: '/api/presence', payload: { state: 'visible' } }),
  },
  'POST /api/co-admins': {
    kind: 'own-list',
    request: () => ({
      method: 'POST',
      url: '/api/co-admins',
      payload: { email: 'x-tenant-invite@test.mobiverte.org' },
    }),
  },
  'PATCH /api/co-admins/:id': {
    kind: 'record',
    request: (other) => ({ method: 'PATCH', url: `/api/co-admins/${other.external.id}`, payload: { canEdit: true } }),
  },
  'DELETE /api/co-admins/:id': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/co-admins/${other.external.id}` }),
  },
  'GET /api/organisations/:organisationId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/organisations/${other.organisation.id}` }),
  },
  'PUT /api/organisations/:organisationId': {
    kind: 'record',
    request: (other) => ({
      method: 'PUT',
      url: `/api/organisations/${other.organisation.id}`,
      payload: {
        name: 'Intrus',
        contactEmail: 'intrus@example.org',
        coordinatorFirstName: 'I',
        coordinatorLastName: 'N',
        employeesCount: 3,
        postalCode: 'H7N 1A1',
        regionId: other.region.id,
        descriptionFr: 'x',
        descriptionEn: 'x',
      },
    }),
  },
  'POST /api/analytics/page-views': { kind: 'public' },
  'GET /api/me': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/me' }) },
  'GET /api/cities/:cityId/summary': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/summary` }),
  },
  'GET /api/cities/:cityId/profile': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/profile` }),
  },
  'PUT /api/cities/:cityId/profile': {
    kind: 'record',
    request: (other) => ({
      method: 'PUT',
      url: `/api/cities/${other.city.id}/profile`,
      payload: { name: 'Intrus', email: 'intrus@example.org', country: 'CA', timezone: 'America/Toronto' },
    }),
  },
  'GET /api/organisations/:organisationId/summary': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/organisations/${other.organisation.id}/summary` }),
  },
  'GET /api/tenants/:tenantId/summary': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/tenants/${other.tenant.id}/summary` }),
  },
  'GET /api/branches': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/branches' }) },
  'GET /api/branches/:branchId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/branches/${other.branch.id}` }),
  },
  'POST /api/branches': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: '/api/branches',
      payload: { name: 'Intrus', organisationId: other.organisation.id },
    }),
  },
  'PATCH /api/branches/:branchId': {
    kind: 'record',
    request: (other) => ({ method: 'PATCH', url: `/api/branches/${other.branch.id}`, payload: { name: 'Intrus' } }),
  },
  'DELETE /api/branches/:branchId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/branches/${other.branch.id}` }),
  },
  'GET /api/regions': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/regions' }) },
  'GET /api/organisations/:organisationId/settings/limits': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/organisations/${other.organisation.id}/settings/limits` }),
  },
  'PATCH /api/organisations/:organisationId/settings/limits': {
    kind: 'record',
    request: (other) => ({
      method: 'PATCH',
      url: `/api/organisations/${other.organisation.id}/settings/limits`,
      payload: { kmPerTrip: 1 },
    }),
  },
  'POST /api/app/v2/sessions': {
    kind: 'participant-own',
    request: () => ({
      method: 'POST',
      url: '/api/app/v2/sessions',
      payload: {
        id: 'x-tenant',
        activityType: 'walk',
        startTime: '2026-01-05T12:00:00Z',
        endTime: '2026-01-05T12:30:00Z',
        distance: 2000,
      },
    }),
  },
  'GET /api/app/v2/me/trips': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/trips' }),
  },
  'GET /api/app/v2/me/stats': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/stats' }),
  },
  'GET /api/app/v2/me/transactions': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/transactions' }),
  },
  'PUT /api/app/v2/me/online-status': {
    kind: 'participant-own',
    request: () => ({ method: 'PUT', url: '/api/app/v2/me/online-status', payload: { state: 'online' } }),
  },
  ...statisticsRoutes(),
  ...TENANTS_CROSS_TENANT_CASES,
  ...PRODUCTS_CROSS_TENANT_CASES,
  ...SPENDING_CROSS_TENANT_CASES,
  ...ORDERS_CROSS_TENANT_CASES,
  ...TRIP_REVIEWS_CROSS_TENANT_CASES,
  ...CITY_TRIPS_CROSS_TENANT_CASES,
  ...HAPPY_HOURS_CROSS_TENANT_CASES,
  ...NEWS_CROSS_TENANT_CASES,
  ...COMMUNICATION_CROSS_TENANT_CASES,
  ...EMAIL_CAMPAIGNS_CROSS_TENANT_CASES,
  ...NOTIFICATIONS_CROSS_TENANT_CASES,
  ...CITY_SETTINGS_CROSS_TENANT_CASES,
  ...MAPS_CROSS_TENANT_CASES,
  ...SIMULATOR_CROSS_TENANT_CASES,
  ...REPORTS_CROSS_TENANT_CASES,
  ...INSIGHTS_CROSS_TENANT_CASES,
  'GET /api/cities/:cityId/overview': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/overview` }),
  },
  ...BADGES_CROSS_TENANT_CASES,
  ...CHALLENGES_CROSS_TENANT_CASES,
  ...USERS_CROSS_TENANT_CASES,
  ...USER_ADMIN_CROSS_TENANT_CASES,
  ...ORGANISATIONS_ADMIN_CROSS_TENANT_CASES,
  ...MAILERLITE_CROSS_TENANT_CASES,
  ...CARPOOL_CROSS_TENANT_CASES,
};

/** The statistics routes, each asked for the other tenancy's organisation (with its branch) or city. */
function statisticsRoutes(): Record<string, RouteCase> {
  const owner = (other: Tenancy, ownerType: 'organisation' | 'city') =>
    new URLSearchParams(
      ownerType === 'city'
        ? { ownerType, ownerId: other.city.id, period: 'month' }
        : { ownerType, ownerId: other.organisation.id, branchId: other.branch.id, period: 'month' },
    );
  const statsGet = (path: string, ownerType: 'organisation' | 'city'): RouteCase => ({
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `${path}?${owner(other, ownerType)}` }),
  });
  const totals = [...Object.values(TOTAL_ROUTES).map((route) => route.path), 'get-organisations-scores'];
  return {
    ...Object.fromEntries(
      totals.map((name, index) => [
        `GET /api/statsApi/${name}`,
        statsGet(`/api/statsApi/${name}`, index % 2 === 0 ? 'organisation' : 'city'),
      ]),
    ),
    'GET /api/statsApi/v2/get-stats-by': statsGet('/api/statsApi/v2/get-stats-by', 'organisation'),
    'GET /api/statsApi/v2/get-top-participants': statsGet('/api/statsApi/v2/get-top-participants', 'organisation'),
    'GET /api/statsApi/v2/get-app-usage': statsGet('/api/statsApi/v2/get-app-usage', 'city'),
    'GET /api/statsApi/v2/get-connected-users': statsGet('/api/statsApi/v2/get-connected-users', 'organisation'),
    'GET /api/statsApi/v2/get-organisations-stats': statsGet('/api/statsApi/v2/get-organisations-stats', 'city'),
    'GET /api/carpoolApi/get-stats-by': {
      kind: 'record',
      request: (other) => ({ method: 'GET', url: `/api/carpoolApi/get-stats-by?ownerId=${other.organisation.id}` }),
    },
    'GET /api/sessionsStatsApi/get-raw-sessions-by': {
      kind: 'record',
      request: (other) => ({
        method: 'GET',
        url: `/api/sessionsStatsApi/get-raw-sessions-by?period=month&branchId=${other.branch.id}`,
      }),
    },
    'GET /api/sessionsStatsApi/get-sessions-by': {
      kind: 'record',
      request: (other) => ({
        method: 'GET',
        url: `/api/sessionsStatsApi/get-sessions-by?period=month&distanceMin=1&branchId=${other.branch.id}`,
      }),
    },
    'POST /api/getSessionsTracks': {
      kind: 'record',
      request: (other) => ({
        method: 'POST',
        url: '/api/getSessionsTracks',
        payload: { cityId: other.city.id, startDate: '2026-01-01', endDate: '2026-12-31' },
      }),
    },
  };
}

const ACTORS = ['anonymous', 'city', 'organisation', 'tenant', 'external', 'participant'] as const;

/** Every identifying value of a tenancy that must never appear in another tenancy's answers. */
function secretsOf(tenancy: Tenancy): string[] {
  return [
    tenancy.city.id,
    tenancy.city.name,
    tenancy.organisation.id,
    tenancy.organisation.name,
    tenancy.organisation.inviteCode,
    tenancy.tenant.id,
    tenancy.tenant.name,
    tenancy.store.id,
    tenancy.product.id,
    tenancy.product.titleFr,
    tenancy.category.id,
    tenancy.category.nameFr,
    tenancy.order.id,
    tenancy.productCode.id,
    tenancy.productCode.barCode,
    tenancy.carpoolEvent.id,
    tenancy.carpoolEvent.name,
    tenancy.flaggedTrip.id,
    tenancy.challenge.id,
    tenancy.challenge.name,
    tenancy.cityChallenge.id,
    tenancy.cityChallenge.name,
    tenancy.happyHour.id,
    tenancy.happyHour.name,
    tenancy.badge.id,
    tenancy.badge.nameFr,
    tenancy.notification.id,
    tenancy.notification.name,
    tenancy.notification.title,
    tenancy.device.id,
    tenancy.device.token,
    tenancy.participant.id,
    tenancy.branch.id,
    tenancy.external.id,
    tenancy.branch.name,
    tenancy.region.id,
    tenancy.region.name,
    ...Object.values(tenancy.emails),
  ];
}

describe.each(TEST_DATABASES)('cross-tenant isolation on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  const tokens = new Map<(typeof ACTORS)[number], string | null>();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Own');
    other = await createTenancy(database.db, 'Other');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.set('anonymous', null);
    for (const actor of ACTORS.filter((name) => name !== 'anonymous')) {
      tokens.set(actor, await signIn(app, own.emails[actor]));
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('has a case for every route the API registers, and public cases only for public permissions', () => {
    const registered = app.apiRoutes.filter((route) => !route.url.startsWith('/api/docs'));
    const missing = registered.map((route) => `${route.method} ${route.url}`).filter((key) => !ROUTES[key]);
    expect(missing).toEqual([]);
    for (const route of registered) {
      const isPublic = POLICIES[route.permission].audience === 'public';
      expect({
        route: `${route.method} ${route.url}`,
        public: ROUTES[`${route.method} ${route.url}`]!.kind === 'public',
      }).toEqual({
        route: `${route.method} ${route.url}`,
        public: isPublic,
      });
    }
  });

  const guarded = Object.entries(ROUTES).filter(([, routeCase]) => routeCase.kind !== 'public');
  for (const [route, routeCase] of guarded) {
    it.each(ACTORS)(`${route} as %s reveals nothing of another tenancy`, async (actor) => {
      const request =
        routeCase.kind === 'record' ? routeCase.request(other) : (routeCase as { request: () => Request }).request();
      const token = tokens.get(actor);
      const response = await app.inject({
        ...request,
        headers: { ...request.headers, ...(token ? bearer(token) : {}) },
      } as never);
      if (routeCase.kind === 'bad-input') {
        expect([400, 401, 403]).toContain(response.statusCode);
      } else if (routeCase.kind === 'participant-own') {
        if (actor === 'participant') expect([200, 201, 204]).toContain(response.statusCode);
        else expect([401, 403]).toContain(response.statusCode);
      } else if (routeCase.kind === 'record' || actor === 'anonymous' || actor === 'participant') {
        expect([401, 403, 404]).toContain(response.statusCode);
      } else {
        expect([200, 201, 403]).toContain(response.statusCode);
      }
      for (const secret of secretsOf(other)) expect(response.body).not.toContain(secret);
    });
  }

  it.each([
    ['city', (t: Tenancy) => `/api/cities/${t.city.id}/summary`],
    ['city', (t: Tenancy) => `/api/organisations/${t.organisation.id}/summary`],
    ['organisation', (t: Tenancy) => `/api/organisations/${t.organisation.id}/summary`],
    ['external', (t: Tenancy) => `/api/organisations/${t.organisation.id}/summary`],
    ['tenant', (t: Tenancy) => `/api/tenants/${t.tenant.id}/summary`],
    ['city', (t: Tenancy) => `/api/tenants/${t.tenant.id}/summary`],
    ['organisation', (t: Tenancy) => `/api/carpool-events/${t.carpoolEvent.id}`],
    ['organisation', (t: Tenancy) => `/api/statsApi/get-total-ghg?ownerType=organisation&ownerId=${t.organisation.id}`],
    ['external', (t: Tenancy) => `/api/statsApi/v2/get-stats-by?ownerType=organisation&ownerId=${t.organisation.id}`],
    ['city', (t: Tenancy) => `/api/statsApi/get-total-ghg?ownerType=organisation&ownerId=${t.organisation.id}`],
    ['city', (t: Tenancy) => `/api/statsApi/v2/get-organisations-stats?ownerType=city&ownerId=${t.city.id}`],
  ] as const)('lets a %s account read its own records (%#)', async (actor, url) => {
    const response = await app.inject({ method: 'GET', url: url(own), headers: bearer(tokens.get(actor)!) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['organisation', (t: Tenancy) => `/api/cities/${t.city.id}/summary`],
    ['tenant', (t: Tenancy) => `/api/organisations/${t.organisation.id}/summary`],
    ['organisation', (t: Tenancy) => `/api/tenants/${t.tenant.id}/summary`],
    ['organisation', (t: Tenancy) => `/api/statsApi/get-total-ghg?ownerType=city&ownerId=${t.city.id}`],
    ['tenant', (t: Tenancy) => `/api/statsApi/get-total-ghg?ownerType=city&ownerId=${t.city.id}`],
  ] as const)('keeps a %s account out of other areas of its own city (%#)', async (actor, url) => {
    const response = await app.inject({ method: 'GET', url: url(own), headers: bearer(tokens.get(actor)!) });
    expect([403, 404]).toContain(response.statusCode);
  });
});

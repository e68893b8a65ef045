import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The insights routes in the cross-tenant test: another organisation's or city's breakdown and alerts are out of reach. */
export const INSIGHTS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/stats/breakdown': {
    kind: 'record',
    request: (other) => ({
      method: 'GET',
      url: `/api/stats/breakdown?ownerType=organisation&ownerId=${other.organisation.id}&period=month&measure=sessions`,
    }),
  },
  'GET /api/alerts': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/alerts?ownerType=city&ownerId=${other.city.id}` }),
  },
  'GET /api/me/alert-digest': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/me/alert-digest' }) },
  'PUT /api/me/alert-digest': {
    kind: 'own-list',
    request: () => ({ method: 'PUT', url: '/api/me/alert-digest', payload: { enabled: true, language: 'fr' } }),
  },
};

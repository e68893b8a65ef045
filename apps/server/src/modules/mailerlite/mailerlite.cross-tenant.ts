import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The mailing-list routes in the cross-tenant test: a city never reads, changes or synchronises another's list. */
export const MAILERLITE_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/cities/:cityId/mailerlite': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/mailerlite` }),
  },
  'PUT /api/cities/:cityId/mailerlite': {
    kind: 'record',
    request: (other) => ({
      method: 'PUT',
      url: `/api/cities/${other.city.id}/mailerlite`,
      payload: { apiKey: 'intrusion-key-0000', groupId: null },
    }),
  },
  'DELETE /api/cities/:cityId/mailerlite': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/cities/${other.city.id}/mailerlite` }),
  },
  'GET /api/cities/:cityId/mailerlite/groups': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/mailerlite/groups` }),
  },
  'GET /api/cities/:cityId/mailerlite/subscribers': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/mailerlite/subscribers` }),
  },
  'GET /api/cities/:cityId/mailerlite/sync': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/mailerlite/sync` }),
  },
  'POST /api/syncMailerLiteSubscriptions': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: '/api/syncMailerLiteSubscriptions',
      payload: { cityId: other.city.id },
    }),
  },
};

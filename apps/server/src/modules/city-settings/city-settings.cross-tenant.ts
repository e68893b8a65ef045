import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The city settings routes in the cross-tenant test: another city's settings are out of reach. */
export const CITY_SETTINGS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/cities/:cityId/settings': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/settings` }),
  },
  'PATCH /api/cities/:cityId/settings/:kind': {
    kind: 'record',
    request: (other) => ({
      method: 'PATCH',
      url: `/api/cities/${other.city.id}/settings/city-limits`,
      payload: { pointsCoefficient: 99 },
    }),
  },
  'GET /api/cities/:cityId/settings/history': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/settings/history` }),
  },
  'GET /api/app/v2/programme': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/programme' }),
  },
};

import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const range = 'startDate=2026-01-01&endDate=2026-12-31';

/** The reports' and the emission factors' routes in the cross-tenant test: another city's or organisation's are out of reach. */
export const REPORTS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/reports/commuting': {
    kind: 'record',
    request: (other) => ({
      method: 'GET',
      url: `/api/reports/commuting?organisationId=${other.organisation.id}&${range}`,
    }),
  },
  'GET /api/reports/commuting/download': {
    kind: 'record',
    request: (other) => ({
      method: 'GET',
      url: `/api/reports/commuting/download?cityId=${other.city.id}&${range}&format=pdf&language=fr`,
    }),
  },
  'GET /api/cities/:cityId/emission-factors': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/emission-factors` }),
  },
  'PUT /api/cities/:cityId/emission-factors': {
    kind: 'record',
    request: (other) => ({
      method: 'PUT',
      url: `/api/cities/${other.city.id}/emission-factors`,
      payload: { perMode: true, factors: [{ mode: 'bus', kgPerKm: 0.05, source: 'Test', year: 2026 }] },
    }),
  },
  'GET /api/cities/:cityId/emission-factors/history': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/cities/${other.city.id}/emission-factors/history` }),
  },
  'POST /api/cities/:cityId/emission-factors/recompute': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: `/api/cities/${other.city.id}/emission-factors/recompute`,
      payload: { startDate: '2026-01-01', endDate: '2026-01-31' },
    }),
  },
};

import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const rule = { kind: 'points_coefficient', pointsCoefficient: 12 };

/** The simulator in the cross-tenant test: another city's or organisation's trips are out of reach. */
export const SIMULATOR_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'POST /api/simulations': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: '/api/simulations',
      payload: { organisationId: other.organisation.id, startDate: '2026-01-01', endDate: '2026-01-31', rule },
    }),
  },
};

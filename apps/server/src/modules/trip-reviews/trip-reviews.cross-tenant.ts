import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The review queue's routes in the cross-tenant test: the other city's flagged trip is out of reach. */
export const TRIP_REVIEWS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/trip-reviews': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/trip-reviews' }) },
  'POST /api/trip-reviews/:tripId/accept': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/trip-reviews/${other.flaggedTrip.id}/accept` }),
  },
  'POST /api/trip-reviews/:tripId/reject': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/trip-reviews/${other.flaggedTrip.id}/reject` }),
  },
};

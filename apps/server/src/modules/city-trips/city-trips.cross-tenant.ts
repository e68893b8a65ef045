import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The city's trips routes in the cross-tenant test: another city's trips and participants are out of reach. */
export const CITY_TRIPS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/city-trips': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/city-trips' }) },
  'GET /api/city-trips/by-distance': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/city-trips/by-distance' }),
  },
  'GET /api/city-trips/export': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/city-trips/export?language=en' }),
  },
  'GET /api/city-trips/participants': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/city-trips/participants' }),
  },
  'GET /api/city-trips/error-users': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/city-trips/error-users' }),
  },
  'POST /api/city-trips': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: '/api/city-trips',
      payload: {
        participantId: other.participant.id,
        activityType: 'bike',
        startTime: '2026-01-05T08:00:00Z',
        endTime: '2026-01-05T08:20:00Z',
        distanceKm: 5,
      },
    }),
  },
  'POST /api/city-trips/:tripId/correction': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: `/api/city-trips/${other.flaggedTrip.id}/correction`,
      payload: { activityType: 'walk', distanceKm: 2, reason: 'Erreur de mode' },
    }),
  },
  'GET /api/city-trips/:tripId/corrections': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/city-trips/${other.flaggedTrip.id}/corrections` }),
  },
  'POST /api/city-trips/error-users/:participantId/clear-branch': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: `/api/city-trips/error-users/${other.participant.id}/clear-branch`,
    }),
  },
};

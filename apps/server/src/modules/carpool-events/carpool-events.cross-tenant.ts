import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const event = {
  name: 'Intrusion',
  destination: { address: '1 rue de l’Intrusion', lat: 45.5, lng: -73.6 },
  frequency: 'recurring',
  days: ['mon'],
  meetingTime: { mon: '08:00' },
  requiresValidation: false,
};
const SOME_MATCH = '00000000-0000-4000-8000-000000000000';

/** The carpool routes in the cross-tenant test: the other tenancy's event, its requests and matches are out of reach. */
export const CARPOOL_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/carpool-events': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/carpool-events' }) },
  'POST /api/carpool-events': {
    kind: 'own-list',
    request: () => ({ method: 'POST', url: '/api/carpool-events', payload: event }),
  },
  'GET /api/carpool-events/:id': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/carpool-events/${other.carpoolEvent.id}` }),
  },
  'PUT /api/carpool-events/:id': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/carpool-events/${other.carpoolEvent.id}`, payload: event }),
  },
  ...Object.fromEntries(
    ['open', 'pause', 'close'].map((action) => [
      `POST /api/carpool-events/:id/${action}`,
      {
        kind: 'record',
        request: (other) => ({ method: 'POST', url: `/api/carpool-events/${other.carpoolEvent.id}/${action}` }),
      } satisfies RouteCase,
    ]),
  ),
  ...Object.fromEntries(
    ['requests', 'matches'].map((list) => [
      `GET /api/carpool-events/:id/${list}`,
      {
        kind: 'record',
        request: (other) => ({ method: 'GET', url: `/api/carpool-events/${other.carpoolEvent.id}/${list}` }),
      } satisfies RouteCase,
    ]),
  ),
  ...Object.fromEntries(
    ['validate', 'reject', 'permit'].map((action) => [
      `POST /api/carpool-events/:id/matches/:matchId/${action}`,
      {
        kind: 'record',
        request: (other) => ({
          method: 'POST',
          url: `/api/carpool-events/${other.carpoolEvent.id}/matches/${SOME_MATCH}/${action}`,
          ...(action === 'permit' ? { payload: { granted: true } } : {}),
        }),
      } satisfies RouteCase,
    ]),
  ),
};

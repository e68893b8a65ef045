import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const event = {
  name: 'Intrusion',
  destination: { address: '1 rue de l’Intrusion', lat: 45.5, lng: -73.6 },
  frequency: 'recurring',
  days: ['mon'],
  meetingTime: { mon: '08:00' },
  requiresValidation: false,
};
/** An id no record has: the participant's own matches and requests are the only ones it may touch. */
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
    ['requests', 'matches', 'map'].map((list) => [
      `GET /api/carpool-events/:id/${list}`,
      {
        kind: 'record',
        request: (other) => ({ method: 'GET', url: `/api/carpool-events/${other.carpoolEvent.id}/${list}` }),
      } satisfies RouteCase,
    ]),
  ),
  ...Object.fromEntries(
    ['validate', 'reject', 'cancel', 'permit'].map((action) => [
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
  'GET /api/carpool-events/:id/export': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/carpool-events/${other.carpoolEvent.id}/export?table=requests` }),
  },
  ...Object.fromEntries(
    ['suspend', 'release', 'reject', 'delete'].map((action) => [
      `POST /api/carpool-events/:id/requests/:requestId/${action}`,
      {
        kind: 'record',
        request: (other) => ({
          method: 'POST',
          url: `/api/carpool-events/${other.carpoolEvent.id}/requests/${SOME_MATCH}/${action}`,
        }),
      } satisfies RouteCase,
    ]),
  ),
  ...Object.fromEntries(
    ['events', 'requests', 'matches'].map((list) => [
      `GET /api/app/v2/carpool/${list}`,
      {
        kind: 'participant-own',
        request: () => ({ method: 'GET', url: `/api/app/v2/carpool/${list}` }),
      } satisfies RouteCase,
    ]),
  ),
  'POST /api/app/v2/carpool/events/:eventId/requests': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: `/api/app/v2/carpool/events/${other.carpoolEvent.id}/requests`,
      payload: { occurrenceDate: '2030-01-07', role: 'rider', area: { lat: 45.5, lng: -73.6, radiusM: 500 } },
    }),
  },
  'POST /api/carpoolApi/create-carpool-event/:ownerId/:eventId/:role': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: `/api/carpoolApi/create-carpool-event/${other.organisation.id}/${other.carpoolEvent.id}/rider`,
    }),
  },
  'POST /api/app/v2/carpool/requests/:requestId/cancel': {
    kind: 'record',
    request: () => ({ method: 'POST', url: `/api/app/v2/carpool/requests/${SOME_MATCH}/cancel` }),
  },
  ...Object.fromEntries(
    ['accept', 'decline', 'cancel'].map((action) => [
      `POST /api/app/v2/carpool/matches/:matchId/${action}`,
      {
        kind: 'record',
        request: () => ({ method: 'POST', url: `/api/app/v2/carpool/matches/${SOME_MATCH}/${action}` }),
      } satisfies RouteCase,
    ]),
  ),
};

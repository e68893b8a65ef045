import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const body = {
  name: 'Intrusion',
  startAt: '2089-03-02T12:00:00.000Z',
  endAt: '2089-03-02T13:00:00.000Z',
  multiplier: 2,
};

/** The happy-hour routes in the cross-tenant test: the other city's happy hour is out of reach. */
export const HAPPY_HOURS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/happy-hours': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/happy-hours' }) },
  // Plans one in the actor's own city (an organisation of another city as scope is a 400: see the module's test).
  'POST /api/happy-hours': {
    kind: 'own-list',
    request: () => ({ method: 'POST', url: '/api/happy-hours', payload: body }),
  },
  'PUT /api/happy-hours/:happyHourId': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/happy-hours/${other.happyHour.id}`, payload: body }),
  },
  'DELETE /api/happy-hours/:happyHourId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/happy-hours/${other.happyHour.id}` }),
  },
  'GET /api/app/v2/happy-hours': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/happy-hours' }),
  },
};

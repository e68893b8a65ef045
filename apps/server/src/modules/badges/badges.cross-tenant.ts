import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const body = { nameFr: 'Intrusion', nameEn: 'Intrusion', type: 'sessions', quantity: 9999, level: 99, points: 1 };

/** The badge routes in the cross-tenant test: the other city's badge is out of reach. */
export const BADGES_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/badges': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/badges' }) },
  'POST /api/badges': { kind: 'own-list', request: () => ({ method: 'POST', url: '/api/badges', payload: body }) },
  'GET /api/badges/:badgeId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/badges/${other.badge.id}` }),
  },
  'PUT /api/badges/:badgeId': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/badges/${other.badge.id}`, payload: body }),
  },
  'POST /api/badges/:badgeId/archive': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/badges/${other.badge.id}/archive` }),
  },
  'POST /api/badges/:badgeId/restore': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/badges/${other.badge.id}/restore` }),
  },
  'DELETE /api/badges/:badgeId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/badges/${other.badge.id}` }),
  },
  'GET /api/app/v2/badges': { kind: 'participant-own', request: () => ({ method: 'GET', url: '/api/app/v2/badges' }) },
};

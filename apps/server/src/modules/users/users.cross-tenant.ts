import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/**
 * The users-list routes in the cross-tenant test: each lists or exports only the actor's own participants, and a
 * filter naming the other tenancy's organisation or branch is out of reach (404).
 */
export const USERS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/users': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/users' }) },
  'GET /api/users/filter-options': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/users/filter-options' }),
  },
  'GET /api/users/export': {
    kind: 'record',
    request: (other) => ({
      method: 'GET',
      url: `/api/users/export?format=csv&acceptDataPolicy=true&organisationId=${other.organisation.id}`,
    }),
  },
  'POST /api/users/data-policy': {
    kind: 'own-list',
    request: () => ({ method: 'POST', url: '/api/users/data-policy', payload: { accept: true } }),
  },
  'GET /api/users/exports': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/users/exports' }) },
};

import type { RouteCase } from '../../test/cross-tenant-cases.ts';
import type { Tenancy } from '../../test/test-world.ts';

const record = (method: 'GET' | 'POST', path: (other: Tenancy) => string, payload?: unknown): RouteCase => ({
  kind: 'record',
  request: (other) => ({ method, url: path(other), ...(payload ? { payload } : {}) }),
});

/** The city's organisations administration: another city's organisations, branches and participants are out of reach. */
export const ORGANISATIONS_ADMIN_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/organisations': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/organisations' }) },
  'GET /api/organisations/:organisationId/overview': record(
    'GET',
    (other) => `/api/organisations/${other.organisation.id}/overview`,
  ),
  'GET /api/organisations/:organisationId/participants': record(
    'GET',
    (other) => `/api/organisations/${other.organisation.id}/participants`,
  ),
  'GET /api/organisations/:organisationId/catalogue': record(
    'GET',
    (other) => `/api/organisations/${other.organisation.id}/catalogue`,
  ),
  'POST /api/organisations/:organisationId/branches/:branchId/merge': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: `/api/organisations/${other.organisation.id}/branches/${other.branch.id}/merge`,
      payload: { intoBranchId: other.branch.id },
    }),
  },
  'POST /api/organisations/:organisationId/participants/:participantId/move': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: `/api/organisations/${other.organisation.id}/participants/${other.participant.id}/move`,
      payload: { organisationId: other.organisation.id },
    }),
  },
};

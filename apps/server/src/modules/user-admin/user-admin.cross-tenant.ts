import type { RouteCase } from '../../test/cross-tenant-cases.ts';
import type { Tenancy } from '../../test/test-world.ts';

const record = (
  method: 'GET' | 'POST' | 'DELETE',
  path: (other: Tenancy) => string,
  payload?: (other: Tenancy) => unknown,
): RouteCase => ({
  kind: 'record',
  request: (other) => ({ method, url: path(other), ...(payload ? { payload: payload(other) } : {}) }),
});
const NO_TRANSACTION = '00000000-0000-4000-8000-000000000000';

/** The participant's page and the admin actions on a participant: another city's participant is out of reach. */
export const USER_ADMIN_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/users/:userId': record('GET', (other) => `/api/users/${other.participant.id}`),
  'GET /api/users/:userId/trips': record('GET', (other) => `/api/users/${other.participant.id}/trips`),
  'GET /api/users/:userId/transactions': record('GET', (other) => `/api/users/${other.participant.id}/transactions`),
  'GET /api/users/:userId/audit': record('GET', (other) => `/api/users/${other.participant.id}/audit`),
  'POST /api/users/:userId/points': record(
    'POST',
    (other) => `/api/users/${other.participant.id}/points`,
    () => ({ delta: 5, reason: 'Intrusion' }),
  ),
  'POST /api/users/:userId/transactions/:transactionId/complete': record(
    'POST',
    (other) => `/api/users/${other.participant.id}/transactions/${NO_TRANSACTION}/complete`,
  ),
  'DELETE /api/users/:userId/transactions/:transactionId': record(
    'DELETE',
    (other) => `/api/users/${other.participant.id}/transactions/${NO_TRANSACTION}`,
  ),
  'POST /api/app/v2/updateuser': record(
    'POST',
    () => '/api/app/v2/updateuser',
    (other) => ({ uid: other.participant.id, email: 'intrus@test.mobiverte.org' }),
  ),
  'POST /api/app/v2/activation/users/:userId': record(
    'POST',
    (other) => `/api/app/v2/activation/users/${other.participant.id}`,
    () => ({ active: false }),
  ),
  'POST /api/app/v2/deaffiliate-user': record(
    'POST',
    () => '/api/app/v2/deaffiliate-user',
    (other) => ({ userId: other.participant.id }),
  ),
  'DELETE /api/app/v2/users/:userId': record(
    'DELETE',
    (other) => `/api/app/v2/users/${other.participant.id}?completely=true`,
  ),
  'DELETE /api/app/v2/users': { kind: 'bad-input', request: () => ({ method: 'DELETE', url: '/api/app/v2/users' }) },
  'GET /api/app/v2/me/profile': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/profile' }),
  },
  'PATCH /api/app/v2/me/profile': {
    kind: 'participant-own',
    request: () => ({ method: 'PATCH', url: '/api/app/v2/me/profile', payload: { ageGroup: '25_34' } }),
  },
};

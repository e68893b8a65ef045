import type { RouteCase } from '../../test/cross-tenant-cases.ts';
import type { Tenancy } from '../../test/test-world.ts';

const validBody = {
  name: 'Défi intrus',
  description: 'Un défi qui ne devrait jamais exister.',
  startAt: '2026-12-01T08:00:00Z',
  endAt: '2026-12-31T08:00:00Z',
  status: 'draft',
  individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 10 },
};

const record = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: (other: Tenancy) => string,
  payload?: unknown,
): RouteCase => ({
  kind: 'record',
  request: (other) => ({ method, url: path(other), ...(payload ? { payload } : {}) }),
});

/** The challenge routes in the cross-tenant test: the other city's challenges (organisation's and city's) are out of reach. */
export const CHALLENGES_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/challenges': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/challenges?state=all' }) },
  'POST /api/challenges': {
    kind: 'own-list',
    request: () => ({ method: 'POST', url: '/api/challenges', payload: validBody }),
  },
  'GET /api/challenges/recipient-organisations': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/challenges/recipient-organisations' }),
  },
  'GET /api/challenges/participant-options': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/challenges/participant-options' }),
  },
  'GET /api/challenges/:challengeId': record('GET', (other) => `/api/challenges/${other.challenge.id}`),
  'PUT /api/challenges/:challengeId': record('PUT', (other) => `/api/challenges/${other.challenge.id}`, validBody),
  'DELETE /api/challenges/:challengeId': record('DELETE', (other) => `/api/challenges/${other.cityChallenge.id}`),
  'POST /api/challenges/:challengeId/cancel': record('POST', (other) => `/api/challenges/${other.challenge.id}/cancel`),
  'GET /api/challenges/:challengeId/leaderboard': record(
    'GET',
    (other) => `/api/challenges/${other.cityChallenge.id}/leaderboard`,
  ),
  'GET /api/challenges/:challengeId/stats': record('GET', (other) => `/api/challenges/${other.challenge.id}/stats`),
  'POST /api/challenges/:challengeId/accept': record('POST', (other) => `/api/challenges/${other.challenge.id}/accept`),
  'POST /api/challenges/:challengeId/decline': record(
    'POST',
    (other) => `/api/challenges/${other.challenge.id}/decline`,
  ),
  'POST /api/app/v2/exclude-users-from-challenge/:challengeId': record(
    'POST',
    (other) => `/api/app/v2/exclude-users-from-challenge/${other.challenge.id}`,
    { excludeUsers: ['00000000-0000-4000-8000-000000000000'] },
  ),
  'POST /api/app/v2/exclude-users-from-challenge': {
    kind: 'bad-input',
    request: () => ({ method: 'POST', url: '/api/app/v2/exclude-users-from-challenge' }),
  },
  'GET /api/challenge-templates': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/challenge-templates' }),
  },
  'POST /api/challenge-templates': {
    kind: 'own-list',
    request: () => ({
      method: 'POST',
      url: '/api/challenge-templates',
      payload: { ...validBody, status: undefined, startAt: undefined, endAt: undefined },
    }),
  },
  'GET /api/challenge-configuration': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/challenge-configuration' }),
  },
  'PUT /api/challenge-configuration': {
    kind: 'own-list',
    request: () => ({ method: 'PUT', url: '/api/challenge-configuration', payload: { sendLimit: 3 } }),
  },
  'GET /api/app/v2/challenges': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/challenges' }),
  },
  'GET /api/app/v2/challenges/:challengeId': record(
    'GET',
    (other) => `/api/app/v2/challenges/${other.cityChallenge.id}`,
  ),
  'POST /api/app/v2/challenges/:challengeId/join': record(
    'POST',
    (other) => `/api/app/v2/challenges/${other.cityChallenge.id}/join`,
  ),
  'POST /api/app/v2/challenges/:challengeId/leave': record(
    'POST',
    (other) => `/api/app/v2/challenges/${other.challenge.id}/leave`,
  ),
};

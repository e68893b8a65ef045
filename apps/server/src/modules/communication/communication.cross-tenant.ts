import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The audience count and the participant's channels in the cross-tenant test. */
export const COMMUNICATION_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  // Another tenancy's branch in an audience is refused as bad input (400 `audience_out_of_scope`), whoever asks;
  // communication.test.ts checks the code. The branch id is fixed: a case of this kind has no other tenancy.
  'POST /api/audience/count': {
    kind: 'bad-input',
    request: () => ({
      method: 'POST',
      url: '/api/audience/count',
      payload: { channel: 'push', audience: { kind: 'branches', branchIds: ['00000000-0000-4000-8000-000000000000'] } },
    }),
  },
  'GET /api/app/v2/me/communication-preferences': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/communication-preferences' }),
  },
  'PATCH /api/app/v2/me/communication-preferences': {
    kind: 'participant-own',
    request: () => ({ method: 'PATCH', url: '/api/app/v2/me/communication-preferences', payload: { push: true } }),
  },
};

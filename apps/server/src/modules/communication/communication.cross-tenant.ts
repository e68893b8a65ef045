import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The communication routes in the cross-tenant test: another city's organisation is never an audience. */
export const COMMUNICATION_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'POST /api/audience/count': {
    // A branch not the actor's is refused as bad input (400 `audience_out_of_scope`) to those who may count.
    kind: 'bad-input',
    request: () => ({
      method: 'POST',
      url: '/api/audience/count',
      payload: { channel: 'push', audience: { kind: 'branches', branchIds: ['00000000-0000-4000-8000-000000000001'] } },
    }),
  },
  'GET /api/app/v2/me/communication-preferences': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/communication-preferences' }),
  },
  'PATCH /api/app/v2/me/communication-preferences': {
    kind: 'participant-own',
    request: () => ({ method: 'PATCH', url: '/api/app/v2/me/communication-preferences', payload: {} }),
  },
};

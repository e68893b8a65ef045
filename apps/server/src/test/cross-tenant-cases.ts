import type { Tenancy } from './test-world.ts';

/**
 * How the cross-tenant test (auth/cross-tenant.test.ts) probes one route: every role of tenancy A sends the
 * request aimed at tenancy B's records. Each module lists its routes in a `<module>.cross-tenant.ts` file.
 */
export type CrossTenantRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

export type RouteCase =
  /** Open to anyone (its permission's audience is `public`). */
  | { kind: 'public' }
  /** Aimed at one of the other tenancy's records: every actor of A must be refused (401/403/404). */
  | { kind: 'record'; request: (other: Tenancy) => CrossTenantRequest }
  /** Lists or creates the actor's own records: 200/201/403, and nothing of B in the answer. */
  | { kind: 'own-list'; request: () => CrossTenantRequest }
  /** The participant's own data (mobile app): 200/201/204 for the participant, 401/403 for everyone else. */
  | { kind: 'participant-own'; request: () => CrossTenantRequest }
  /** A path that always lacks a required part (an id): 400 naming it for those who may use it, 401/403 for others. */
  | { kind: 'bad-input'; request: () => CrossTenantRequest };

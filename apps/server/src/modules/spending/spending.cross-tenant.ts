import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The spending routes in the cross-tenant test, each aimed at the other tenancy's records. */
export const SPENDING_CROSS_TENANT_CASES: Record<string, RouteCase> = {};

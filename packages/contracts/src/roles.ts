import { z } from 'zod';

/** The three dashboards. An external user takes the role named in `externalFor`. */
export const DASHBOARD_ROLES = ['city', 'organisation', 'tenant'] as const;
export const dashboardRoleSchema = z.enum(DASHBOARD_ROLES);
export type DashboardRole = z.infer<typeof dashboardRoleSchema>;

/** Every kind of account, each with its own profile table. */
export const ACCOUNT_KINDS = ['city', 'organisation', 'tenant', 'external', 'participant'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const CARPOOL_FREQUENCIES = ['once', 'recurring'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

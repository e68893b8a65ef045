import { z } from 'zod';
import { AGE_GROUPS, LOCATION_TYPES, TABLE_PAGE_SIZE, TRANSPORT_MODES } from './constants.ts';
import { line } from './text.ts';

/**
 * A participant's page and the admin actions on a participant (issue 16, spec §3, §4, §6, §8): what the
 * dashboard, the participants' API and the server share.
 *
 * - Points change only through the ledger: an admin's edit is a `CHANGE_POINTS` entry with a reason, never an
 *   overwrite; the balance never goes below zero.
 * - A ledger entry starts `active` (shown as pending) and can be completed, or deleted (kept as `cancelled`,
 *   its value taken back from the balance) unless it is a trip's credit or a purchase.
 * - A deactivated participant cannot sign in to the app, so earns nothing; de-affiliating keeps the data;
 *   deleting completely removes the account, its trips, its ledger and its share of every statistic.
 */

export const LEDGER_TRANSACTION_TYPES = [
  'sessions',
  'healthpoint',
  'badge',
  'CHANGE_POINTS',
  'challenge',
  'levelIncreased',
  'referral',
  'SHOPPING',
  'sessionValidation',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export const LEDGER_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** Entries whose value is tied to a record elsewhere (a trip, an order): corrected there, never deleted here. */
export const UNDELETABLE_TRANSACTION_TYPES: readonly LedgerTransactionType[] = ['sessions', 'SHOPPING'];

/** Can an admin complete or delete this ledger entry? Only a pending (`active`) one; deleting not a trip's or an order's. */
export function transactionActions(entry: { status: LedgerStatus; transactionType: LedgerTransactionType }) {
  const pending = entry.status === 'active';
  return {
    complete: pending,
    delete: pending && !UNDELETABLE_TRANSACTION_TYPES.includes(entry.transactionType),
  };
}

export const POINTS_REASON_MAX = 300;
/** The largest change of points one edit may make, either way. */
export const POINTS_DELTA_MAX = 1_000_000;

/** `POST /api/users/{id}/points` */
export const pointsChangeInput = z.object({
  delta: z
    .number()
    .int()
    .min(-POINTS_DELTA_MAX)
    .max(POINTS_DELTA_MAX)
    .refine((value) => value !== 0, 'The change cannot be zero'),
  reason: line().trim().min(1, 'Required').max(POINTS_REASON_MAX),
});
export type PointsChangeInput = z.infer<typeof pointsChangeInput>;

/** The balance after `delta`, or null when it would fall below zero (the ledger refuses it). */
export function balanceAfter(balance: number, delta: number): number | null {
  const next = balance + delta;
  return next < 0 ? null : next;
}

/**
 * The role a participant's account can be given from the dashboard: participants only ever have this one
 * (dashboard roles are granted through the access settings' invitations), so the spec's `role` is accepted and
 * checked, never a way to turn a participant into an admin.
 */
export const PARTICIPANT_ROLES = ['participant'] as const;

/** `POST /api/app/v2/updateuser` (spec §7): any of email, password and role for the participant `uid`. */
export const updateUserInput = z
  .object({
    uid: z.string().max(100).optional(),
    email: z.email().max(254).optional(),
    password: z.string().max(1024).optional(),
    role: z.enum(PARTICIPANT_ROLES).optional(),
  })
  .refine((value) => value.email !== undefined || value.password !== undefined || value.role !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** `POST /api/app/v2/activation/users/{id}`: without a body the state is switched. */
/** Optional: a call without a body (null once parsed) switches the state. */
export const userActivationInput = z.object({ active: z.boolean().optional() }).nullish();

export const userPagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TABLE_PAGE_SIZE),
});
export type UserPagingQuery = z.infer<typeof userPagingQuery>;

export const controlPointSchema = z.object({
  kind: z.enum(LOCATION_TYPES),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ControlPoint = z.infer<typeof controlPointSchema>;

/** `GET /api/users/{id}` */
export const userDetailSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactEmail: z.string().nullable(),
  gender: z.enum(['female', 'male', 'other', 'undisclosed']).nullable(),
  birthYear: z.number().int().nullable(),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  carpoolCode: z.string().nullable(),
  usualTransportMode: z.enum(TRANSPORT_MODES).nullable(),
  preferredMotorisedMode: z.enum(TRANSPORT_MODES).nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  postalCode: z.string().nullable(),
  dataCollectionMethod: z.enum(['automatic', 'manual']),
  level: z.number().int(),
  experiencePoints: z.number().int(),
  healthPoints: z.number().int(),
  approvedPrivacyPolicy: z.boolean(),
  joinedAt: z.string(),
  lastLogin: z.string().nullable(),
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
  hasAccount: z.boolean(),
  balance: z.number().int(),
  controlPoints: z.array(controlPointSchema),
  affiliation: z.object({
    cityId: z.string(),
    organisationId: z.string().nullable(),
    organisationName: z.string().nullable(),
    branchId: z.string().nullable(),
    branchName: z.string().nullable(),
  }),
  figures: z.object({
    trips: z.number().int(),
    sessions: z.number().int(),
    distanceKm: z.number(),
    ghgKg: z.number(),
    greenpointsEarned: z.number().int(),
    calories: z.number().int(),
    activeDays: z.number().int(),
    lastTripAt: z.string().nullable(),
  }),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userTripSchema = z.object({
  id: z.string(),
  activityType: z.enum(TRANSPORT_MODES),
  startTime: z.string(),
  endTime: z.string(),
  distanceKm: z.number(),
  durationS: z.number().int(),
  source: z.enum(['app', 'manual']),
  /** `counted`, `refused` or `pending` (waiting for review), with the reason code when not counted. */
  status: z.string(),
  reason: z.string().nullable(),
  greenpoints: z.number().int(),
  ghgKg: z.number(),
  organisationName: z.string().nullable(),
});
export type UserTrip = z.infer<typeof userTripSchema>;

export const userTripListSchema = z.object({
  data: z.array(userTripSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const userTransactionSchema = z.object({
  id: z.string(),
  transactionType: z.enum(LEDGER_TRANSACTION_TYPES),
  pointKind: z.enum(['greenpoint', 'experience']),
  transactionValue: z.number().int(),
  status: z.enum(LEDGER_STATUSES),
  /** Who made the entry: a name for an admin, `system` for the rules, the participant for their own. */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type UserTransaction = z.infer<typeof userTransactionSchema>;

export const userTransactionListSchema = z.object({
  data: z.array(userTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const pointsChangeResultSchema = z.object({
  balance: z.number().int(),
  transaction: userTransactionSchema,
});

/** The participant's own profile fields they can read and edit in the app (`/api/app/v2/me/profile`). */
export const participantProfileSchema = z.object({
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  carpoolCode: z.string().nullable(),
  controlPoints: z.array(controlPointSchema),
});
export type ParticipantProfile = z.infer<typeof participantProfileSchema>;

export const CARPOOL_CODE_PATTERN = /^[A-Z0-9]{4,12}$/;

export const participantProfileInput = z.object({
  ageGroup: z.enum(AGE_GROUPS).nullable().optional(),
  carpoolCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CARPOOL_CODE_PATTERN, '4 to 12 letters or digits')
    .nullable()
    .optional(),
  /** Replaces every control point when given; an empty address removes that kind. */
  controlPoints: z
    .array(
      z.object({
        kind: z.enum(LOCATION_TYPES),
        address: line().trim().max(300),
        latitude: z.number().min(-90).max(90).nullable().optional(),
        longitude: z.number().min(-180).max(180).nullable().optional(),
      }),
    )
    .max(LOCATION_TYPES.length)
    .refine((points) => new Set(points.map((point) => point.kind)).size === points.length, 'One address per kind')
    .optional(),
});
export type ParticipantProfileInput = z.infer<typeof participantProfileInput>;

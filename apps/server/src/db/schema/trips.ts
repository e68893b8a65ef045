import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSPORT_MODES, TRIP_FLAGS, TRIP_REFUSALS, TRIP_REVIEW_STATUSES } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { branches, organisations } from './organisations.ts';
import { participants } from './people.ts';
import { orders } from './orders.ts';
import { challenges } from './challenges.ts';
import { carpoolMatches } from './carpool.ts';

/**
 * Raw trips, as the mobile app sent them, with the outcome of the rules. Affiliation (organisation, branch)
 * is the participant's at the time of the trip; `local_day` is the day in the city's time zone.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    activityType: text('activity_type', { enum: TRANSPORT_MODES }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    localDay: date('local_day').notNull(),
    distanceM: integer('distance_m').notNull(),
    durationS: integer('duration_s').notNull(),
    geometry: text('geometry'),
    source: text('source', { enum: ['app', 'manual'] }).notNull(),
    counted: boolean('counted').notNull(),
    /** Why a stored trip does not count (one of contracts' TRIP_REFUSALS); null when it counts. */
    reason: text('reason', { enum: TRIP_REFUSALS }),
    countedDistanceM: integer('counted_distance_m').notNull().default(0),
    ghgMg: bigint('ghg_mg', { mode: 'number' }).notNull().default(0),
    /**
     * The trip's GHG avoided follows its city's per-mode emission factors (decision 0016): set at ingestion when the
     * trip starts after the city's switch, or by an admin's recomputation of its day; a review or a correction keeps it.
     */
    ghgPerMode: boolean('ghg_per_mode').notNull().default(false),
    greenpoints: integer('greenpoints').notNull().default(0),
    calories: integer('calories').notNull().default(0),
    happyHourMultiplier: numeric('happy_hour_multiplier', { precision: 6, scale: 2 }).notNull().default('1'),
    /** The city's control-point coefficient when the trip started or ended at a control point (1 otherwise). */
    controlPointCoefficient: numeric('control_point_coefficient', { precision: 6, scale: 3 }).notNull().default('1'),
    /** Null for a trip that broke no plausibility rule; a flagged trip is stored `pending`, never credited. */
    reviewStatus: text('review_status', { enum: TRIP_REVIEW_STATUSES }),
    /** The rule the trip broke (one of contracts' TRIP_FLAGS). */
    reviewReason: text('review_reason', { enum: TRIP_FLAGS }),
    reviewedBy: text('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The city admin who entered this trip for the participant (a manual trip); null for the participant's own. */
    enteredBy: text('entered_by').references(() => authUsers.id, { onDelete: 'set null' }),
    /** When a city admin last corrected the trip's mode or distance (the audit trail is `trip_corrections`). */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    /** The carpool match this shared trip was made in (a carpool mode, the participant's own match). */
    carpoolMatchId: uuid('carpool_match_id').references(() => carpoolMatches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('trips_participant_client_unique').on(table.participantId, table.clientId),
    index('trips_participant_start_idx').on(table.participantId, table.startTime),
    index('trips_city_start_idx').on(table.cityId, table.startTime),
    index('trips_organisation_start_idx').on(table.organisationId, table.startTime),
    index('trips_branch_start_idx').on(table.branchId, table.startTime),
    index('trips_carpool_match_idx')
      .on(table.carpoolMatchId)
      .where(sql`${table.carpoolMatchId} IS NOT NULL`),
    // The city's review queue (the pending trips, newest first, and the reviewed ones by status); partial, so
    // the trips that broke no rule (nearly all) cost it nothing.
    index('trips_review_queue_idx')
      .on(table.cityId, table.reviewStatus, table.createdAt)
      .where(sql`${table.reviewStatus} IS NOT NULL`),
    check('trips_review_reason', sql`(${table.reviewStatus} IS NULL) = (${table.reviewReason} IS NULL)`),
    check('trips_time_order', sql`${table.endTime} > ${table.startTime}`),
    check('trips_distance_non_negative', sql`${table.distanceM} >= 0`),
  ],
);

/** What a correction changed, as stored before and after it (the audit trail's snapshots). */
export type TripSnapshot = {
  activityType: string;
  distanceM: number;
  counted: boolean;
  reason: string | null;
  countedDistanceM: number;
  greenpoints: number;
};

/**
 * What the what-if simulator reads of the trips but their distance (decision 0017), per city, organisation and
 * local day: every class of trips alike in their mode, duration up to the 2-minute minimum, source, manual
 * allowance, stored multipliers, km cap credited under and GHG basis, with a range that holds its trips' distances
 * (the shortest rounded down and the longest up to powers of two, so that a day's ranges soon stop widening).
 * Written by statement triggers on `trips` (migrations 0043, 0045) for every insert and update, never shrunk: a
 * superset of the classes of the day's trips (a trip corrected since leaves its earlier class behind), which is all
 * the simulator needs, and it checks that every trip it replays found its class. A statement writes only the classes
 * that no stored row covers (new, or a range that widens), and each database backend writes rows of its own
 * (`writer`), so that concurrent ingestion batches never wait for each other here (a row is locked until its
 * writer's transaction commits); readers merge a class's rows.
 */
export const tripClasses = pgTable(
  'trip_classes',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id'),
    localDay: date('local_day').notNull(),
    activityType: text('activity_type').notNull(),
    duration: smallint('duration').notNull(),
    source: text('source').notNull(),
    manualAllowed: boolean('manual_allowed').notNull(),
    happyHour: numeric('happy_hour', { precision: 6, scale: 2 }).notNull(),
    controlPoint: numeric('control_point', { precision: 6, scale: 3 }).notNull(),
    kmPerTrip: doublePrecision('km_per_trip').notNull(),
    perMode: boolean('per_mode').notNull(),
    minDistanceM: integer('min_distance_m').notNull(),
    maxDistanceM: integer('max_distance_m').notNull(),
    /** The database backend whose statements wrote the row (`pg_backend_pid()`): see above. */
    writer: integer('writer').notNull().default(0),
  },
  (table) => [
    unique('trip_classes_key')
      .on(
        table.cityId,
        table.localDay,
        table.organisationId,
        table.activityType,
        table.duration,
        table.source,
        table.manualAllowed,
        table.happyHour,
        table.controlPoint,
        table.kmPerTrip,
        table.perMode,
        table.writer,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * The audit trail of trip corrections (issue 16): a city admin changed a trip's mode or distance; the trip row
 * holds the corrected figures, this row the original ones, who, when, why, and the correcting ledger entry.
 */
export const tripCorrections = pgTable(
  'trip_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    correctedBy: text('corrected_by').references(() => authUsers.id, { onDelete: 'set null' }),
    /** The admin's name at the time, kept when the account goes. */
    correctedByName: text('corrected_by_name').notNull(),
    before: jsonb('before').$type<TripSnapshot>().notNull(),
    after: jsonb('after').$type<TripSnapshot>().notNull(),
    reason: text('reason').notNull(),
    /** The `CHANGE_POINTS` entry that moved the points (null when the points did not change). */
    ledgerEntryId: uuid('ledger_entry_id').references(() => greenpointTransactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trip_corrections_trip_idx').on(table.tripId, table.createdAt),
    index('trip_corrections_city_idx').on(table.cityId, table.createdAt),
    check('trip_corrections_reason_present', sql`length(trim(${table.reason})) > 0`),
  ],
);

const TRANSACTION_TYPES = [
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

export type NewTrip = typeof trips.$inferInsert;
export type Trip = typeof trips.$inferSelect;

/** The append-only ledger of points; a participant's balance is kept beside it in the same transaction. */
export const greenpointTransactions = pgTable(
  'greenpoint_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    pointKind: text('point_kind', { enum: ['greenpoint', 'experience'] })
      .notNull()
      .default('greenpoint'),
    transactionValue: integer('transaction_value').notNull(),
    status: text('status', { enum: ['active', 'completed', 'cancelled'] })
      .notNull()
      .default('active'),
    createdBy: text('created_by').notNull(),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    /** The order a `SHOPPING` entry pays for (negative value) or refunds (positive value). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The challenge a `challenge` entry rewards, and which of its goals: credited once (the unique index). */
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    challengeGoal: text('challenge_goal', { enum: ['individual', 'collaborative'] }),
    /** Why an admin changed the points or deleted the entry (the dashboard requires it for `CHANGE_POINTS`; 0018). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('greenpoint_transactions_participant_idx').on(table.participantId, table.createdAt),
    unique('greenpoint_transactions_trip_unique').on(table.tripId, table.transactionType),
    // At most one payment and one refund per order.
    uniqueIndex('greenpoint_transactions_order_unique')
      .on(table.orderId, sql`(${table.transactionValue} > 0)`)
      .where(sql`${table.orderId} IS NOT NULL`),
    uniqueIndex('greenpoint_transactions_challenge_unique')
      .on(table.participantId, table.challengeId, table.challengeGoal)
      .where(sql`${table.challengeId} IS NOT NULL`),
    index('greenpoint_transactions_other_credits_idx')
      .on(table.cityId, table.createdAt)
      .where(sql`${table.transactionType} <> 'sessions'`),
  ],
);

/** Points storms: trips starting inside the window earn `multiplier` times the points. */
export const happyHours = pgTable(
  'happy_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    multiplier: numeric('multiplier', { precision: 6, scale: 2 }).notNull(),
    /** The modes it applies to (contracts' TRANSPORT_MODES); null for every mode. */
    activityTypes: text('activity_types').array(),
    /** Null for the whole city; else only this organisation's participants (and, with a branch, that branch's). */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('happy_hours_city_idx').on(table.cityId, table.startsAt),
    check('happy_hours_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('happy_hours_multiplier_positive', sql`${table.multiplier} > 0`),
    check('happy_hours_multiplier_at_most_ten', sql`${table.multiplier} <= 10`),
    check(
      'happy_hours_activity_types',
      sql`${table.activityTypes} IS NULL OR (cardinality(${table.activityTypes}) > 0 AND ${table.activityTypes} <@ ARRAY[${sql.raw(TRANSPORT_MODES.map((mode) => `'${mode}'`).join(', '))}]::text[])`,
    ),
    check(
      'happy_hours_branch_needs_organisation',
      sql`${table.branchId} IS NULL OR ${table.organisationId} IS NOT NULL`,
    ),
  ],
);

/** Online status written by the mobile app (connection and page visibility). */
export const onlineStatus = pgTable('online_status', {
  participantId: uuid('participant_id')
    .primaryKey()
    .references(() => participants.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ['online', 'offline'] }).notNull(),
  lastChanged: timestamp('last_changed', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dashboard users' own presence (spec §4): the web app writes it on connection and on page visibility changes;
 * `online` is true while the page is visible and the last heartbeat is recent.
 */
export const dashboardPresence = pgTable(
  'dashboard_presence',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['visible', 'hidden', 'offline'] }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dashboard_presence_seen_idx').on(table.lastSeen)],
);

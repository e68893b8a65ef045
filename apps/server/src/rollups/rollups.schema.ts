import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSPORT_MODES } from '@mobiverte/contracts';
import { participants } from '../db/schema/people.ts';

const rollupMeasures = {
  trips: integer('trips').notNull().default(0),
  sessions: integer('sessions').notNull().default(0),
  distanceM: bigint('distance_m', { mode: 'number' }).notNull().default(0),
  ghgMg: bigint('ghg_mg', { mode: 'number' }).notNull().default(0),
  greenpoints: bigint('greenpoints', { mode: 'number' }).notNull().default(0),
  durationS: bigint('duration_s', { mode: 'number' }).notNull().default(0),
  calories: bigint('calories', { mode: 'number' }).notNull().default(0),
};

/**
 * Trips folded per day (or month) × scope (city, organisation, branch) × mode, in the same transaction as
 * the trip. `trips` counts every recorded trip, `sessions` only the sustainable ones; the other measures sum
 * the sustainable trips only (distance counted after the per-trip limit).
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    scopeType: text('scope_type', { enum: ['city', 'organisation', 'branch'] }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    day: date('day').notNull(),
    activityType: text('activity_type', { enum: TRANSPORT_MODES }).notNull(),
    ...rollupMeasures,
  },
  (table) => [primaryKey({ columns: [table.scopeType, table.scopeId, table.day, table.activityType] })],
);

export const statsMonthly = pgTable(
  'stats_monthly',
  {
    scopeType: text('scope_type', { enum: ['city', 'organisation', 'branch'] }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    month: date('month').notNull(),
    activityType: text('activity_type', { enum: TRANSPORT_MODES }).notNull(),
    ...rollupMeasures,
  },
  (table) => [primaryKey({ columns: [table.scopeType, table.scopeId, table.month, table.activityType] })],
);

const { trips: _trips, ...sessionMeasures } = rollupMeasures;

/**
 * Sustainable trips folded per day (or month) × scope × mode × band of recorded distance, in the trip's
 * transaction: band 2k holds the trips of exactly k km (distance_m = 1000k), band 2k + 1 those strictly between
 * k and k + 1 km, so that whole-km bounds [a, b] (both included) are exactly bands 2a to 2b
 * (apps/server/src/stats-queries/distance-bands.ts). Sessions by distance are read from here, not from the raw trips.
 */
export const statsDistanceDaily = pgTable(
  'stats_distance_daily',
  {
    scopeType: text('scope_type', { enum: ['city', 'organisation', 'branch'] }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    day: date('day').notNull(),
    activityType: text('activity_type', { enum: TRANSPORT_MODES }).notNull(),
    distanceBand: integer('distance_band').notNull(),
    ...sessionMeasures,
  },
  (table) => [
    primaryKey({ columns: [table.scopeType, table.scopeId, table.day, table.activityType, table.distanceBand] }),
    // One mode's days and bands with their measures, read from the index alone (migration 0010): sessions of one
    // mode by distance read a few index pages instead of a heap page per row.
    index('stats_distance_daily_mode_idx').on(
      table.scopeType,
      table.scopeId,
      table.activityType,
      table.day,
      table.distanceBand,
      table.sessions,
      table.distanceM,
      table.ghgMg,
      table.greenpoints,
      table.durationS,
      table.calories,
    ),
  ],
);

export const statsDistanceMonthly = pgTable(
  'stats_distance_monthly',
  {
    scopeType: text('scope_type', { enum: ['city', 'organisation', 'branch'] }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    month: date('month').notNull(),
    activityType: text('activity_type', { enum: TRANSPORT_MODES }).notNull(),
    distanceBand: integer('distance_band').notNull(),
    ...sessionMeasures,
  },
  (table) => [
    primaryKey({ columns: [table.scopeType, table.scopeId, table.month, table.activityType, table.distanceBand] }),
  ],
);

const participantRollupColumns = {
  participantId: uuid('participant_id')
    .notNull()
    .references(() => participants.id, { onDelete: 'cascade' }),
  cityId: uuid('city_id').notNull(),
  organisationId: uuid('organisation_id'),
  branchId: uuid('branch_id'),
  ...rollupMeasures,
};

/**
 * Partial indexes over the participants with at least one sustainable trip in the day (or month), per city,
 * organisation and branch: distinct active users and activities are counted from the index alone.
 */
function activeParticipantIndexes(
  name: string,
  table: {
    cityId: AnyPgColumn;
    organisationId: AnyPgColumn;
    branchId: AnyPgColumn;
    participantId: AnyPgColumn;
    sessions: AnyPgColumn;
  },
  period: AnyPgColumn,
  ...covered: AnyPgColumn[]
) {
  const active = sql`${table.sessions} > 0`;
  return [
    index(`${name}_city_active_idx`)
      .on(table.cityId, period, table.participantId, ...covered)
      .where(active),
    index(`${name}_org_active_idx`)
      .on(table.organisationId, period, table.participantId, ...covered)
      .where(active),
    index(`${name}_branch_active_idx`)
      .on(table.branchId, period, table.participantId, ...covered)
      .where(active),
  ];
}

/** Trips folded per participant × day (and × month), with the affiliation of the last trip of the period. */
export const participantStatsDaily = pgTable(
  'participant_stats_daily',
  { day: date('day').notNull(), ...participantRollupColumns },
  (table) => [
    primaryKey({ columns: [table.participantId, table.day] }),
    index('participant_stats_daily_org_idx').on(table.organisationId, table.day),
    index('participant_stats_daily_city_idx').on(table.cityId, table.day),
    index('participant_stats_daily_branch_idx').on(table.branchId, table.day),
    ...activeParticipantIndexes('participant_stats_daily', table, table.day),
  ],
);

/**
 * `active_days` has bit d − 1 set when the participant made a sustainable trip on day d of the month: the active
 * participants of any range of days are read from the monthly rows alone (the range's first and last months
 * masked to its days), from the "active" indexes, which carry the bits.
 */
export const participantStatsMonthly = pgTable(
  'participant_stats_monthly',
  {
    month: date('month').notNull(),
    ...participantRollupColumns,
    activeDays: integer('active_days').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.participantId, table.month] }),
    index('participant_stats_monthly_org_idx').on(table.organisationId, table.month),
    index('participant_stats_monthly_city_idx').on(table.cityId, table.month),
    // The measures too: the top participants of a month are summed from the index alone.
    ...activeParticipantIndexes(
      'participant_stats_monthly',
      table,
      table.month,
      table.activeDays,
      table.sessions,
      table.distanceM,
      table.ghgMg,
      table.greenpoints,
    ),
  ],
);

/**
 * Trips folded per participant × year × the affiliation (city, organisation, branch) of each trip: a participant
 * who changed organisation during the year has a row for each. The top participants of a whole year are read
 * here, a few thousand rows for a city, instead of summing twelve monthly rows per participant.
 * `first_active_day` is the first day of the year with a sustainable trip under that affiliation: the active
 * users of a range that starts on 1 January (a year in progress compared with the previous one) are the rows of
 * its years whose first active day is at most the range's end, read from the indexes alone.
 */
export const participantStatsYearly = pgTable(
  'participant_stats_yearly',
  {
    year: date('year').notNull(),
    ...participantRollupColumns,
    firstActiveDay: date('first_active_day'),
  },
  (table) => [
    unique('participant_stats_yearly_affiliation_unique')
      .on(table.participantId, table.year, table.cityId, table.organisationId, table.branchId)
      .nullsNotDistinct(),
    index('participant_stats_yearly_city_idx').on(table.cityId, table.year, table.firstActiveDay, table.participantId),
    index('participant_stats_yearly_org_idx').on(
      table.organisationId,
      table.year,
      table.firstActiveDay,
      table.participantId,
    ),
    index('participant_stats_yearly_branch_idx').on(
      table.branchId,
      table.year,
      table.firstActiveDay,
      table.participantId,
    ),
    check(
      'participant_stats_yearly_first_active_day',
      sql`(${table.firstActiveDay} IS NULL) = (${table.sessions} = 0) AND ${table.firstActiveDay} >= ${table.year} AND ${table.firstActiveDay} < ${table.year} + interval '1 year'`,
    ),
  ],
);

export const ACTIVITY_PERIOD_TYPES = ['day', 'week', 'month', 'year'] as const;

/**
 * Sustainable trips of a participant per ISO week and per year: with the daily and monthly participant
 * rollups, tells the ingestion when a participant becomes active in a period for the first time.
 */
export const participantPeriods = pgTable(
  'participant_periods',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    periodType: text('period_type', { enum: ['week', 'year'] }).notNull(),
    periodStart: date('period_start').notNull(),
    sessions: integer('sessions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.participantId, table.periodType, table.periodStart] })],
);

/**
 * Distinct active participants (at least one sustainable trip) per scope × day, ISO week, month and year,
 * counted once per period at the participant's first sustainable trip in it. Active users of a whole period
 * and activities (participant-days) of any range are read from here in a few rows.
 */
export const statsActiveParticipants = pgTable(
  'stats_active_participants',
  {
    scopeType: text('scope_type', { enum: ['city', 'organisation', 'branch'] }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    periodType: text('period_type', { enum: ACTIVITY_PERIOD_TYPES }).notNull(),
    periodStart: date('period_start').notNull(),
    participants: integer('participants').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scopeType, table.scopeId, table.periodType, table.periodStart] })],
);

/**
 * A participant's whole history folded into one row (issue 16, the users list): every participant has one,
 * created with the participant (trigger of migration 0017), and the trip's transaction adds to it. `active_days`
 * counts the days with a sustainable trip, `primary_mode` is the mode with the most sessions. `city_id` is the
 * participant's (a participant never changes city): the list sorted by a measure reads the city's index in order.
 */
export const participantTotals = pgTable(
  'participant_totals',
  {
    participantId: uuid('participant_id')
      .primaryKey()
      .references(() => participants.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id').notNull(),
    ...rollupMeasures,
    activeDays: integer('active_days').notNull().default(0),
    lastTripAt: timestamp('last_trip_at', { withTimezone: true }),
    primaryMode: text('primary_mode', { enum: TRANSPORT_MODES }),
  },
  (table) => [
    index('participant_totals_city_ghg_idx').on(table.cityId, table.ghgMg, table.participantId),
    index('participant_totals_city_distance_idx').on(table.cityId, table.distanceM, table.participantId),
    index('participant_totals_city_sessions_idx').on(table.cityId, table.sessions, table.participantId),
    index('participant_totals_city_active_days_idx').on(table.cityId, table.activeDays, table.participantId),
    index('participant_totals_city_last_trip_idx').on(table.cityId, table.lastTripAt, table.participantId),
    // newest first with the participants without a trip last: the order the users list asks for (migration 0022)
    index('participant_totals_city_last_trip_desc_idx').on(
      table.cityId,
      table.lastTripAt.desc().nullsLast(),
      table.participantId.desc().nullsFirst(),
    ),
    index('participant_totals_city_primary_mode_idx').on(table.cityId, table.primaryMode, table.participantId),
    check('participant_totals_active_days', sql`${table.activeDays} >= 0`),
  ],
);

/** A participant's whole history per transport mode (the users list's per-mode distance and sessions). */
export const participantModeTotals = pgTable(
  'participant_mode_totals',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    activityType: text('activity_type', { enum: TRANSPORT_MODES }).notNull(),
    ...rollupMeasures,
  },
  (table) => [
    primaryKey({ columns: [table.participantId, table.activityType] }),
    // The users list's mode filter (and its count): the participants who made a session in a mode, read from the
    // index alone.
    index('participant_mode_totals_mode_active_idx')
      .on(table.activityType, table.participantId)
      .where(sql`${table.sessions} > 0`),
  ],
);

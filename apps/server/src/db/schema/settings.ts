import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ADMIN_EMAILS_MAX,
  ADMIN_REPORT_KINDS,
  CITY_SETTINGS_KINDS,
  DETOUR_MINUTES_MAX,
  LIMIT_PERIODS,
  MAP_MIN_PARTICIPANTS_DEFAULT,
  MAP_MIN_PARTICIPANTS_MAX,
  MAP_MIN_PARTICIPANTS_MIN,
  TRIP_LIMIT_DEFAULTS,
  type OrganisationLimits,
} from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';

const PERIOD_LIST = LIMIT_PERIODS.map((period) => `'${period}'`).join(', ');

/** A city's programme settings: how trips turn into points, and the limits that apply city-wide. */
export const citySettings = pgTable(
  'city_settings',
  {
    cityId: uuid('city_id')
      .primaryKey()
      .references(() => cities.id, { onDelete: 'cascade' }),
    pointsCoefficient: numeric('points_coefficient', { precision: 10, scale: 3 }).notNull().default('10'),
    /** The maximum points of one trip per group of modes (the original wrote one value for the three). */
    maxPointsPerTripActive: integer('max_points_per_trip_active'),
    maxPointsPerTripCollective: integer('max_points_per_trip_collective'),
    maxPointsPerTripOther: integer('max_points_per_trip_other'),
    maxDailyManualTrips: integer('max_daily_manual_trips'),
    daysBeforeOrdersExpire: integer('days_before_orders_expire').notNull().default(30),
    /** The plausibility rules' settings (issue 14): how old a trip may be, what a day may earn, where the city is. */
    maxTripAgeDays: integer('max_trip_age_days').notNull().default(TRIP_LIMIT_DEFAULTS.maxTripAgeDays),
    dailyDistanceCapKm: integer('daily_distance_cap_km').notNull().default(TRIP_LIMIT_DEFAULTS.dailyDistanceCapKm),
    dailyPointsCap: integer('daily_points_cap').notNull().default(TRIP_LIMIT_DEFAULTS.dailyPointsCap),
    /** The city's centre; without it, trips are not checked against the radius. */
    centreLatitude: doublePrecision('centre_latitude'),
    centreLongitude: doublePrecision('centre_longitude'),
    radiusKm: integer('radius_km').notNull().default(TRIP_LIMIT_DEFAULTS.cityRadiusKm),
    /** How many challenges an organisation may have sent to others at once (not ended nor cancelled); null: no limit. */
    challengeSendLimit: integer('challenge_send_limit'),
    /** Citizen limits (issue 17): a limit and its period are set together; null: no limit. */
    maxChallengesPerUser: integer('max_challenges_per_user'),
    maxChallengesPerUserPeriod: text('max_challenges_per_user_period', { enum: LIMIT_PERIODS }),
    maxTransactionsPerPeriod: integer('max_transactions_per_period'),
    maxTransactionsPeriod: text('max_transactions_period', { enum: LIMIT_PERIODS }),
    maxTransactionsPerProduct: integer('max_transactions_per_product'),
    /** Control points (spec §9): points may be kept for participants who declared two of home, study and work. */
    controlPointsEnabled: boolean('control_points_enabled').notNull().default(false),
    pointsOnlyWithControlPoints: boolean('points_only_with_control_points').notNull().default(false),
    controlPointCoefficient: numeric('control_point_coefficient', { precision: 6, scale: 3 }).notNull().default('1'),
    /** Carpool matching (stored for the carpooling issue). */
    carpoolMaxMatchesPerUser: integer('carpool_max_matches_per_user'),
    carpoolDriverDetourMinutes: integer('carpool_driver_detour_minutes').notNull().default(15),
    carpoolRiderDetourMinutes: integer('carpool_rider_detour_minutes').notNull().default(10),
    orderAdminEmails: text('order_admin_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reportAdminEmails: text('report_admin_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The maps (issue 19): the fewest distinct participants a cell, corridor or postal area needs to be shown. */
    mapMinParticipants: integer('map_min_participants').notNull().default(MAP_MIN_PARTICIPANTS_DEFAULT),
    /** The property of the uploaded postal areas' features that held their code, and when they were uploaded. */
    postalAreaCodeProperty: text('postal_area_code_property'),
    postalAreasUploadedAt: timestamp('postal_areas_uploaded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'city_settings_map_min_participants',
      sql`${table.mapMinParticipants} between ${sql.raw(String(MAP_MIN_PARTICIPANTS_MIN))} and ${sql.raw(String(MAP_MIN_PARTICIPANTS_MAX))}`,
    ),
    check('city_settings_coefficient_positive', sql`${table.pointsCoefficient} > 0`),
    check(
      'city_settings_max_points_non_negative',
      sql`coalesce(${table.maxPointsPerTripActive}, 0) >= 0 AND coalesce(${table.maxPointsPerTripCollective}, 0) >= 0
        AND coalesce(${table.maxPointsPerTripOther}, 0) >= 0`,
    ),
    check(
      'city_settings_citizen_limits',
      sql`coalesce(${table.maxChallengesPerUser}, 0) >= 0 AND coalesce(${table.maxTransactionsPerPeriod}, 0) >= 0
        AND coalesce(${table.maxTransactionsPerProduct}, 0) >= 0
        AND (${table.maxChallengesPerUser} IS NULL) = (${table.maxChallengesPerUserPeriod} IS NULL)
        AND (${table.maxTransactionsPerPeriod} IS NULL) = (${table.maxTransactionsPeriod} IS NULL)
        AND coalesce(${table.maxChallengesPerUserPeriod}, 'day') IN (${sql.raw(PERIOD_LIST)})
        AND coalesce(${table.maxTransactionsPeriod}, 'day') IN (${sql.raw(PERIOD_LIST)})`,
    ),
    check('city_settings_control_point_coefficient_positive', sql`${table.controlPointCoefficient} > 0`),
    check(
      'city_settings_carpool',
      sql`coalesce(${table.carpoolMaxMatchesPerUser}, 1) >= 1
        AND ${table.carpoolDriverDetourMinutes} BETWEEN 0 AND ${sql.raw(String(DETOUR_MINUTES_MAX))}
        AND ${table.carpoolRiderDetourMinutes} BETWEEN 0 AND ${sql.raw(String(DETOUR_MINUTES_MAX))}`,
    ),
    check(
      'city_settings_admin_emails',
      sql`cardinality(${table.orderAdminEmails}) <= ${sql.raw(String(ADMIN_EMAILS_MAX))}
        AND cardinality(${table.reportAdminEmails}) <= ${sql.raw(String(ADMIN_EMAILS_MAX))}`,
    ),
    check(
      'city_settings_trip_limits_positive',
      sql`${table.maxTripAgeDays} > 0 AND ${table.dailyDistanceCapKm} > 0 AND ${table.dailyPointsCap} > 0 AND ${table.radiusKm} > 0`,
    ),
    check(
      'city_settings_challenge_send_limit_non_negative',
      sql`${table.challengeSendLimit} IS NULL OR ${table.challengeSendLimit} >= 0`,
    ),
    check('city_settings_centre_complete', sql`(${table.centreLatitude} IS NULL) = (${table.centreLongitude} IS NULL)`),
  ],
);

/** The limits document of an organisation; each field is merged in on its own. */
export const organisationSettings = pgTable('organisation_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  limits: jsonb('limits').$type<OrganisationLimits>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The history of a city's settings: one row per saved field, written in the save's transaction. */
export const citySettingChanges = pgTable(
  'city_setting_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CITY_SETTINGS_KINDS }).notNull(),
    field: text('field').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    changedBy: text('changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('city_setting_changes_city_recent').on(table.cityId, table.changedAt.desc(), table.id.desc()),
    check('city_setting_changes_field_length', sql`length(${table.field}) BETWEEN 1 AND 60`),
    check(
      'city_setting_changes_kind',
      sql`${table.kind} IN (${sql.raw(CITY_SETTINGS_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * The reports sent to a city's admin email lists (issue 17): one row per city, kind and period, inserted before
 * sending, so that several processes running the hourly job send each report at most once.
 */
export const adminReportsSent = pgTable(
  'admin_reports_sent',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ADMIN_REPORT_KINDS }).notNull(),
    /** The first local day of the period the report covers (the day for orders, the Monday for the week). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.kind, table.periodStart] }),
    check('admin_reports_sent_kind', sql`${table.kind} IN ('orders_daily', 'activity_weekly')`),
  ],
);

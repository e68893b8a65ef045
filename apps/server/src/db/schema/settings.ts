import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRIP_LIMIT_DEFAULTS, type OrganisationLimits } from '@mobiverte/contracts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';

/** A city's programme settings: how trips turn into points, and the limits that apply city-wide. */
export const citySettings = pgTable(
  'city_settings',
  {
    cityId: uuid('city_id')
      .primaryKey()
      .references(() => cities.id, { onDelete: 'cascade' }),
    pointsCoefficient: numeric('points_coefficient', { precision: 10, scale: 3 }).notNull().default('10'),
    maxPointsPerTrip: integer('max_points_per_trip'),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('city_settings_coefficient_non_negative', sql`${table.pointsCoefficient} >= 0`),
    check(
      'city_settings_max_points_non_negative',
      sql`${table.maxPointsPerTrip} IS NULL OR ${table.maxPointsPerTrip} >= 0`,
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

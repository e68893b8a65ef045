import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FACTOR_MODES } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';

/**
 * A city's emission settings (issue 21 §1): since when its trips are credited with per-mode factors (null: the
 * spec's 0.21 kg/km for every mode). Trips before the switch keep what they were credited.
 */
export const cityEmissionSettings = pgTable('city_emission_settings', {
  cityId: uuid('city_id')
    .primaryKey()
    .references(() => cities.id, { onDelete: 'cascade' }),
  perModeSince: timestamp('per_mode_since', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The city's own emission factors, kg CO₂e per passenger-km; a mode without a row uses the default table. */
export const cityEmissionFactors = pgTable(
  'city_emission_factors',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: FACTOR_MODES as [string, ...string[]] }).notNull(),
    kgPerKm: numeric('kg_per_km', { precision: 8, scale: 5 }).notNull(),
    source: text('source').notNull(),
    year: integer('year').notNull(),
    updatedBy: text('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.mode] }),
    check('city_emission_factors_range', sql`${table.kgPerKm} >= 0 and ${table.kgPerKm} <= 2`),
    check('city_emission_factors_source', sql`length(${table.source}) between 1 and 200`),
  ],
);

/**
 * Every change of a city's factors and switch, with who and when: `mode` null for the switch itself, `action`
 * `recompute` for an admin's recomputation of a period (`newValue` holds the period and the trips re-evaluated).
 */
export const emissionFactorChanges = pgTable(
  'emission_factor_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['factor', 'reset', 'switch', 'recompute'] }).notNull(),
    mode: text('mode'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    changedBy: text('changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('emission_factor_changes_city_recent').on(table.cityId, table.changedAt.desc(), table.id.desc())],
);

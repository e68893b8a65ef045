import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAP_PARTICIPANTS_CAP, type PostalAreaGeometry } from '@mobiverte/contracts';
import { cities } from './cities.ts';

/**
 * The maps' aggregates (decision 0014): per scope (the city, or one organisation), day or month of the city's
 * calendar, local hour of the trips' start (24: every hour), mode (`all`: every mode) and H3 cell, the trips that
 * passed through the cell (kind 0), started in it (1) or ended in it (2), and up to 50 of their distinct
 * participants (as 32-bit hashes), from which the threshold is decided exactly.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    scopeType: text('scope_type', { enum: ['city', 'organisation'] }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    kind: smallint('kind').notNull(),
    hour: smallint('hour').notNull(),
    mode: text('mode').notNull(),
    periodType: text('period_type', { enum: ['day', 'month'] }).notNull(),
    periodStart: date('period_start').notNull(),
    cell: bigint('cell', { mode: 'bigint' }).notNull(),
    trips: integer('trips').notNull(),
    participants: integer('participants').array().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'map_cells_pk',
      columns: [
        table.scopeType,
        table.scopeId,
        table.kind,
        table.hour,
        table.mode,
        table.periodType,
        table.periodStart,
        table.cell,
      ],
    }),
    check('map_cells_hour', sql`${table.hour} between 0 and 24`),
    check('map_cells_kind', sql`${table.kind} between 0 and 2`),
    check(
      'map_cells_participants_cap',
      sql`cardinality(${table.participants}) <= ${sql.raw(String(MAP_PARTICIPANTS_CAP))}`,
    ),
  ],
);

/** Trips from one cell to a neighbour (both directions in one row, the smaller cell first), as `map_cells`. */
export const mapCorridors = pgTable(
  'map_corridors',
  {
    scopeType: text('scope_type', { enum: ['city', 'organisation'] }).notNull(),
    scopeId: uuid('scope_id').notNull(),
    hour: smallint('hour').notNull(),
    mode: text('mode').notNull(),
    periodType: text('period_type', { enum: ['day', 'month'] }).notNull(),
    periodStart: date('period_start').notNull(),
    fromCell: bigint('from_cell', { mode: 'bigint' }).notNull(),
    toCell: bigint('to_cell', { mode: 'bigint' }).notNull(),
    trips: integer('trips').notNull(),
    participants: integer('participants').array().notNull(),
    /** On the `all` rows, the trips per mode in the order of `CORRIDOR_MODE_SLOTS`; empty on the others. */
    modeTrips: integer('mode_trips')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    primaryKey({
      name: 'map_corridors_pk',
      columns: [
        table.scopeType,
        table.scopeId,
        table.hour,
        table.mode,
        table.periodType,
        table.periodStart,
        table.fromCell,
        table.toCell,
      ],
    }),
    check('map_corridors_hour', sql`${table.hour} between 0 and 24`),
    check(
      'map_corridors_participants_cap',
      sql`cardinality(${table.participants}) <= ${sql.raw(String(MAP_PARTICIPANTS_CAP))}`,
    ),
  ],
);

/**
 * The trips waiting to be folded into the maps, written in the trip's transaction: +1 for a trip the statistics
 * count (ingested, accepted, or as corrected), −1 for its earlier version (corrected, or its participant
 * deleted). A snapshot, so that a change folded later still subtracts what was added.
 */
export const mapTripChanges = pgTable(
  'map_trip_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sign: smallint('sign').notNull(),
    participantId: uuid('participant_id').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id'),
    activityType: text('activity_type').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    localDay: date('local_day').notNull(),
    geometry: text('geometry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('map_trip_changes_sign', sql`${table.sign} in (-1, 1)`)],
);

/** A city's postal areas, uploaded as GeoJSON: each area's code and its polygon(s), nothing else of the file. */
export const postalAreas = pgTable(
  'postal_areas',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    geometry: jsonb('geometry').$type<PostalAreaGeometry>().notNull(),
  },
  (table) => [primaryKey({ name: 'postal_areas_pk', columns: [table.cityId, table.code] })],
);

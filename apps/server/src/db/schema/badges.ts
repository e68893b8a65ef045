import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BADGE_MODE_TYPES, BADGE_TYPES, TRANSPORT_MODES } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { participants } from './people.ts';
import { images } from './tenants.ts';
import { greenpointTransactions } from './trips.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A city's badges (issue 17): reaching `quantity` of the type's measure (restricted to `activity_type` for
 * distance and sessions) earns the badge once, with `points` as a `badge` ledger entry. Badges of one type and
 * mode form a ladder: one badge per level.
 */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    nameDe: text('name_de'),
    type: text('type', { enum: BADGE_TYPES }).notNull(),
    /** In the type's unit (km, trips, kg, days, modes, challenges). */
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    level: integer('level').notNull(),
    points: integer('points').notNull().default(0),
    /** Null: every mode; only distance and sessions badges may name one. */
    activityType: text('activity_type', { enum: TRANSPORT_MODES }),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** When a city admin archived it (null: in use): no longer awarded, shown only to those who hold it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One badge in use per level of a ladder (type and mode): the engine and the app read the levels in order. An
    // archived badge leaves its level free for the one that replaces it.
    uniqueIndex('badges_ladder_level_unique')
      .on(table.cityId, table.type, sql`coalesce(${table.activityType}, '')`, table.level)
      .where(sql`${table.archivedAt} IS NULL`),
    check('badges_type', sql`${table.type} IN (${quoted(BADGE_TYPES)})`),
    check('badges_quantity_positive', sql`${table.quantity} > 0`),
    check('badges_level_positive', sql`${table.level} >= 1`),
    check('badges_points_non_negative', sql`${table.points} >= 0`),
    check(
      'badges_mode_only_for_distance_and_sessions',
      sql`${table.activityType} IS NULL OR ${table.type} IN (${quoted(BADGE_MODE_TYPES)})`,
    ),
    check('badges_names_present', sql`length(trim(${table.nameFr})) > 0 AND length(trim(${table.nameEn})) > 0`),
  ],
);

/**
 * The badges participants hold: one row per participant and badge — the unique constraint is what makes a
 * retried or concurrent award never give a badge twice — with the `badge` ledger entry that paid its points.
 */
export const participantBadges = pgTable(
  'participant_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    // A held badge is never deleted (the service refuses, 409 badge_held); `no action`, checked at the end of the
    // statement, still lets a city's deletion cascade to its participants and its badges.
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'no action' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    /** Null when the badge gives no points. */
    ledgerEntryId: uuid('ledger_entry_id').references(() => greenpointTransactions.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('participant_badges_participant_badge_unique').on(table.participantId, table.badgeId),
    // How many participants hold each badge (the dashboard's holders column): an index-only count.
    index('participant_badges_badge_idx').on(table.badgeId),
  ],
);

import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  CARPOOL_EVENT_STATES,
  CARPOOL_ROLES,
  CARPOOL_STATUS_REASONS,
  CARPOOL_STATUSES,
  type Weekday,
} from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { branches, organisations } from './organisations.ts';
import { participants } from './people.ts';

export const carpoolEvents = pgTable(
  'carpool_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The destination: one of the organisation's branches, or an address with its point. */
    address: text('address'),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    frequency: text('frequency', { enum: ['once', 'recurring'] }).notNull(),
    /** A one-off event's day; a recurring event's first day (null: from its creation). */
    date: date('date'),
    endDate: date('end_date'),
    days: text('days')
      .array()
      .$type<Weekday[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    meetingTime: jsonb('meeting_time').$type<Partial<Record<Weekday, string>>>().notNull().default({}),
    requiresValidation: boolean('requires_validation').notNull().default(false),
    state: text('state', { enum: CARPOOL_EVENT_STATES }).notNull().default('open'),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carpool_events_organisation_idx').on(table.organisationId),
    index('carpool_events_city_idx').on(table.cityId),
    check('carpool_events_once_has_date', sql`${table.frequency} <> 'once' OR ${table.date} IS NOT NULL`),
    check('carpool_events_point_whole', sql`(${table.lat} IS NULL) = (${table.lng} IS NULL)`),
  ],
);

/** A participant's registration for one occurrence of an event; its departure area is coarse (never an address). */
export const carpoolRequests = pgTable(
  'carpool_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => carpoolEvents.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date').notNull(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CARPOOL_ROLES }).notNull(),
    seats: integer('seats'),
    licencePlate: text('licence_plate'),
    detourMinutes: integer('detour_minutes'),
    areaLat: doublePrecision('area_lat').notNull(),
    areaLng: doublePrecision('area_lng').notNull(),
    areaRadiusM: integer('area_radius_m').notNull(),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    status: text('status', { enum: CARPOOL_STATUSES }).notNull().default('active'),
    /** Why the system ended it (`CARPOOL_STATUS_REASONS`), null otherwise. */
    statusReason: text('status_reason', { enum: CARPOOL_STATUS_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('carpool_requests_one_per_occurrence').on(table.eventId, table.occurrenceDate, table.participantId),
    index('carpool_requests_event_occurrence_idx').on(table.eventId, table.occurrenceDate, table.status),
    index('carpool_requests_participant_idx').on(table.participantId),
    check('carpool_requests_seats_positive', sql`${table.seats} IS NULL OR ${table.seats} > 0`),
    check('carpool_requests_driver_has_seats', sql`${table.role} = 'rider' OR ${table.seats} IS NOT NULL`),
    check('carpool_requests_detour', sql`${table.detourMinutes} IS NULL OR ${table.detourMinutes} >= 0`),
  ],
);

/** A driver's request paired with a rider's for their occurrence. */
export const carpoolMatches = pgTable(
  'carpool_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => carpoolEvents.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date').notNull(),
    driverRequestId: uuid('driver_request_id')
      .notNull()
      .references(() => carpoolRequests.id, { onDelete: 'cascade' }),
    riderRequestId: uuid('rider_request_id')
      .notNull()
      .references(() => carpoolRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CARPOOL_STATUSES }).notNull().default('processing'),
    statusReason: text('status_reason', { enum: CARPOOL_STATUS_REASONS }),
    /** When the driver reaches the meet point (the occurrence's meeting time minus the ride). */
    eta: timestamp('eta', { withTimezone: true }),
    meetLat: doublePrecision('meet_lat'),
    meetLng: doublePrecision('meet_lng'),
    detourMinutes: integer('detour_minutes').notNull(),
    driverAcceptedAt: timestamp('driver_accepted_at', { withTimezone: true }),
    riderAcceptedAt: timestamp('rider_accepted_at', { withTimezone: true }),
    validatedBy: text('validated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    parkingPermit: boolean('parking_permit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carpool_matches_event_occurrence_idx').on(table.eventId, table.occurrenceDate, table.status),
    index('carpool_matches_driver_idx').on(table.driverRequestId),
    // A rider holds one seat per occurrence: one live match at most.
    uniqueIndex('carpool_matches_one_live_per_rider')
      .on(table.riderRequestId)
      .where(sql`${table.status} IN ('processing', 'active', 'accepted', 'suspended')`),
    check('carpool_matches_not_self', sql`${table.driverRequestId} <> ${table.riderRequestId}`),
    check('carpool_matches_detour', sql`${table.detourMinutes} >= 0`),
  ],
);

import { index, jsonb, pgTable, text, timestamp, uuid, date, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Weekday } from '@mobiverte/contracts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';

export const carpoolEvents = pgTable(
  'carpool_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    frequency: text('frequency', { enum: ['once', 'recurring'] }).notNull(),
    date: date('date'),
    days: text('days')
      .array()
      .$type<Weekday[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    meetingTime: jsonb('meeting_time').$type<Partial<Record<Weekday, string>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carpool_events_organisation_idx').on(table.organisationId),
    index('carpool_events_city_idx').on(table.cityId),
    check('carpool_events_once_has_date', sql`${table.frequency} <> 'once' OR ${table.date} IS NOT NULL`),
  ],
);

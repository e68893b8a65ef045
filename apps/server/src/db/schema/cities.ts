import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CityFeatures } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';

export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  timezone: text('timezone').notNull().default('America/New_York'),
  province: text('province'),
  country: text('country').notNull().default('CA'),
  features: jsonb('features').$type<CityFeatures>().notNull(),
  lastSyncMailerLiteSubscriptionsTimestamp: timestamp('last_sync_mailerlite_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [unique('regions_city_name_unique').on(table.cityId, table.name)],
);

/** City administrators: the account that runs the programme for a whole city. */
export const cityAdmins = pgTable('city_admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  authUserId: text('auth_user_id')
    .notNull()
    .unique()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  cityId: uuid('city_id')
    .notNull()
    .references(() => cities.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  cityAdmin: boolean('city_admin').notNull().default(true),
  admin: boolean('admin').notNull().default(false),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

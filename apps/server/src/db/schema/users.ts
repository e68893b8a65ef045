import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { USER_EXPORT_FORMATS } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';

/**
 * Acceptances of the data-use policy for exported user data (spec §6): who accepted which version, when, for
 * which city or organisation. Kept when the account goes (the email is kept with it).
 */
export const dataPolicyAcceptances = pgTable(
  'data_policy_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    policyVersion: text('policy_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('data_policy_acceptances_user_idx').on(table.authUserId, table.policyVersion),
    index('data_policy_acceptances_city_idx').on(table.cityId, table.acceptedAt),
  ],
);

/** Every export of the users list: who, when, the filter, the number of rows and the format. */
export const userExports = pgTable(
  'user_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    acceptanceId: uuid('acceptance_id')
      .notNull()
      .references(() => dataPolicyAcceptances.id),
    format: text('format', { enum: USER_EXPORT_FORMATS }).notNull(),
    filters: jsonb('filters').$type<Record<string, string | number>>().notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_exports_city_idx').on(table.cityId, table.createdAt),
    check('user_exports_row_count', sql`${table.rowCount} >= 0`),
  ],
);

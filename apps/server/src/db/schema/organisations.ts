import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { cities, regions } from './cities.ts';

/** An organisation (employer, school) is also the account its coordinator signs in with. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .unique()
      .references(() => authUsers.id, { onDelete: 'set null' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactEmail: text('contact_email'),
    coordinatorFirstName: text('coordinator_first_name'),
    coordinatorLastName: text('coordinator_last_name'),
    inviteCode: text('invite_code').notNull().unique(),
    employeesCount: integer('employees_count').notNull(),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('CA'),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    logoUrl: text('logo_url'),
    /** The language the organisation's emails are written in (French unless it chose otherwise). */
    language: text('language', { enum: ['fr', 'en', 'de'] })
      .notNull()
      .default('fr'),
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organisations_city_idx').on(table.cityId),
    check('organisations_employees_positive', sql`${table.employeesCount} > 0`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('branches_organisation_name_unique').on(table.organisationId, table.name)],
);

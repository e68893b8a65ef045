import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { AGE_GROUPS, LOCATION_TYPES, TRANSPORT_MODES } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { branches, organisations } from './organisations.ts';
import { tenants } from './tenants.ts';

/** Admin users attached to a city, an organisation or a tenant (co-admins invited by email). */
export const externalUsers = pgTable(
  'external_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    externalFor: text('external_for', { enum: ['city', 'organisation', 'tenant'] }).notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    canEdit: boolean('can_edit').notNull().default(false),
    canSeeOthers: boolean('can_see_others').notNull().default(false),
    seenByOthers: boolean('seen_by_others').notNull().default(true),
    lastSignIn: timestamp('last_sign_in', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('external_users_city_idx').on(table.cityId),
    check(
      'external_users_attachment',
      sql`(${table.externalFor} = 'city')
        OR (${table.externalFor} = 'organisation' AND ${table.organisationId} IS NOT NULL)
        OR (${table.externalFor} = 'tenant' AND ${table.tenantId} IS NOT NULL)`,
    ),
  ],
);

/** Co-admins invited by email who have not confirmed yet; the invitation link carries the row's id. */
export const pendingExternalUsers = pgTable(
  'pending_external_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalFor: text('external_for', { enum: ['city', 'organisation', 'tenant'] }).notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    canEdit: boolean('can_edit').notNull().default(false),
    canSeeOthers: boolean('can_see_others').notNull().default(false),
    seenByOthers: boolean('seen_by_others').notNull().default(true),
    invitedBy: text('invited_by').references(() => authUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pending_external_users_invitation_unique')
      .on(table.email, table.externalFor, table.cityId, table.organisationId, table.tenantId)
      .nullsNotDistinct(),
    index('pending_external_users_city_idx').on(table.cityId),
  ],
);

/** Participants record trips in the mobile app; they never sign in to the dashboard. */
export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .unique()
      .references(() => authUsers.id, { onDelete: 'set null' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    contactEmail: text('contact_email'),
    gender: text('gender', { enum: ['female', 'male', 'other', 'undisclosed'] }),
    birthYear: integer('birth_year'),
    ageGroup: text('age_group', { enum: AGE_GROUPS }),
    /** The code a participant gives others to carpool with them; unique in the city when set. */
    carpoolCode: text('carpool_code'),
    usualTransportMode: text('usual_transport_mode', { enum: TRANSPORT_MODES }),
    preferredMotorisedMode: text('preferred_motorised_mode', { enum: TRANSPORT_MODES }),
    street: text('street'),
    city: text('city'),
    country: text('country').notNull().default('CA'),
    postalCode: text('postal_code'),
    dataCollectionMethod: text('data_collection_method', { enum: ['automatic', 'manual'] })
      .notNull()
      .default('automatic'),
    level: integer('level').notNull().default(1),
    experiencePoints: integer('experience_points').notNull().default(0),
    healthPoints: integer('health_points').notNull().default(0),
    greenpointBalance: integer('greenpoint_balance').notNull().default(0),
    approvedPrivacyPolicy: boolean('approved_privacy_policy').notNull().default(false),
    /** A deactivated participant cannot sign in to the app, so records nothing and earns nothing (migration 0018). */
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Communication (issue 18, migration 0027): the app's notifications turned off by the participant. */
    pushOptOut: boolean('push_opt_out').notNull().default(false),
    /** When the participant left the programme's email campaigns (the app's setting or an unsubscribe link). */
    emailOptOutAt: timestamp('email_opt_out_at', { withTimezone: true }),
    /** When the participant agreed to join the city's mailing list (MailerLite); null: not agreed or withdrawn. */
    mailingListConsentAt: timestamp('mailing_list_consent_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('participants_city_idx').on(table.cityId),
    index('participants_organisation_idx').on(table.organisationId),
    // A message's audience is read in keyset batches of the city's participants (issue 18).
    index('participants_city_id_idx').on(table.cityId, table.id),
    // The users list sorted by a column of the participant reads the city's index in order (migration 0017).
    index('participants_city_name_idx').on(table.cityId, table.lastName, table.firstName, table.id),
    index('participants_city_email_idx').on(table.cityId, table.email, table.id),
    index('participants_city_joined_idx').on(table.cityId, table.joinedAt, table.id),
    index('participants_city_last_login_idx').on(table.cityId, table.lastLogin, table.id),
    index('participants_city_last_login_desc_idx').on(
      table.cityId,
      table.lastLogin.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('participants_city_points_idx').on(table.cityId, table.experiencePoints, table.id),
    index('participants_city_balance_idx').on(table.cityId, table.greenpointBalance, table.id),
    index('participants_city_postal_code_idx').on(table.cityId, table.postalCode, table.id),
    // The users list's search (`ilike` contains on "first last", "last first" and the email, joined by a character
    // nobody types): trigrams find the few matching rows instead of reading every participant (migration 0021).
    index('participants_search_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName} || chr(1) || ${table.lastName} || ' ' || ${table.firstName} || chr(1) || ${table.email}) gin_trgm_ops`,
    ),
    check('participants_balance_non_negative', sql`${table.greenpointBalance} >= 0`),
    unique('participants_city_carpool_code_unique').on(table.cityId, table.carpoolCode),
    check(
      'participants_age_group_known',
      sql.raw(`age_group IN (${AGE_GROUPS.map((group) => `'${group}'`).join(', ')})`),
    ),
    check('participants_deactivation', sql`${table.active} = (${table.deactivatedAt} IS NULL)`),
    check('participants_carpool_code_shape', sql`${table.carpoolCode} ~ '^[A-Z0-9]{4,12}$'`),
  ],
);

/** A participant's control points (spec §2 users list): home, work and academic addresses, at most one of each. */
export const participantControlPoints = pgTable(
  'participant_control_points',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOCATION_TYPES }).notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('participant_control_points_kind_unique').on(table.participantId, table.kind),
    check('participant_control_points_address_length', sql`length(${table.address}) BETWEEN 1 AND 300`),
    check(
      'participant_control_points_coordinates',
      sql`(${table.latitude} IS NULL AND ${table.longitude} IS NULL)
        OR (${table.latitude} BETWEEN -90 AND 90 AND ${table.longitude} BETWEEN -180 AND 180)`,
    ),
  ],
);

/** Sign-ins of every dashboard account, kept 7 days. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('login_history_user_idx').on(table.authUserId, table.signedInAt)],
);

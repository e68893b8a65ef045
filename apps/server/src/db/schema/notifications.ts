import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
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
import {
  DEVICE_PLATFORMS,
  NOTIFICATION_RECIPIENT_STATUSES,
  NOTIFICATION_REPEATS,
  NOTIFICATION_STATES,
  type Audience,
} from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';
import { participants } from './people.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A notification of a city (`organisation_id` null) or of one of its organisations (issue 18, migration 0027).
 * Its audience is kept as chosen and resolved into `notification_recipients` when it is sent; a repeated one
 * counts its occurrences. The figures are kept beside it, in the transactions that change its recipients.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    state: text('state').notNull().default('draft'),
    /** The local date-time of the city it is planned at (`YYYY-MM-DDTHH:mm`), the next occurrence's when repeated. */
    plannedLocal: text('planned_local'),
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    repeat: text('repeat').notNull().default('none'),
    /** The last local day of a repetition (inclusive). */
    repeatUntil: date('repeat_until'),
    /** The occurrence being planned or sent: 1, then one more each time a repetition comes round. */
    occurrence: integer('occurrence').notNull().default(1),
    targetedCount: integer('targeted_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    openedCount: integer('opened_count').notNull().default(0),
    /** When the latest occurrence started and finished sending. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "Notification name already used" (spec §8): one name per owner, whatever its case.
    uniqueIndex('notifications_owner_name_unique').on(
      table.cityId,
      sql`coalesce(${table.organisationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.name})`,
    ),
    index('notifications_owner_idx').on(table.cityId, table.organisationId, table.updatedAt.desc()),
    // The delivery job's pick: the planned ones that are due.
    index('notifications_due_idx')
      .on(table.plannedAt)
      .where(sql`${table.state} = 'scheduled'`),
    check('notifications_state', sql`${table.state} IN (${list(NOTIFICATION_STATES)})`),
    check('notifications_repeat', sql`${table.repeat} IN (${list(NOTIFICATION_REPEATS)})`),
    check('notifications_name_present', sql`length(btrim(${table.name})) > 0`),
    check('notifications_title_present', sql`length(btrim(${table.title})) > 0`),
    check('notifications_content_present', sql`length(btrim(${table.content})) > 0`),
    check('notifications_planned', sql`${table.state} <> 'scheduled' OR ${table.plannedAt} IS NOT NULL`),
    check('notifications_repeat_until', sql`${table.repeat} = 'none' OR ${table.repeatUntil} IS NOT NULL`),
    check('notifications_occurrence_positive', sql`${table.occurrence} >= 1`),
    check(
      'notifications_figures',
      sql`${table.targetedCount} >= 0 AND ${table.deliveredCount} >= 0 AND ${table.failedCount} >= 0 AND ${table.openedCount} >= 0`,
    ),
  ],
);

/**
 * Ready-made notifications to start from: the city's (shared with its organisations) and an organisation's own;
 * each owner writes its own (names unique per owner, whatever their case).
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_templates_city_idx').on(table.cityId, table.organisationId),
    uniqueIndex('notification_templates_owner_name_unique').on(
      table.cityId,
      sql`coalesce(${table.organisationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.name})`,
    ),
    check('notification_templates_name_present', sql`length(btrim(${table.name})) > 0`),
  ],
);

/**
 * One participant reached by one occurrence of a notification: the participant's inbox item and the delivery's
 * record. The unique key is the guarantee that nobody gets an occurrence twice, whatever reruns the job.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    occurrence: integer('occurrence').notNull().default(1),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** How it reached the participant: `push` (a device accepted it) or `inbox` (the app's list only). */
    via: text('via'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a delivery process took it (`sending`): past its lease, a rerun knows the process died mid-send. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('notification_recipients_once').on(table.notificationId, table.participantId, table.occurrence),
    index('notification_recipients_inbox_idx').on(table.participantId, table.createdAt.desc(), table.id),
    index('notification_recipients_pending_idx')
      .on(table.notificationId, table.id)
      .where(sql`${table.status} IN ('pending', 'sending')`),
    check('notification_recipients_status', sql`${table.status} IN (${list(NOTIFICATION_RECIPIENT_STATUSES)})`),
    check('notification_recipients_via', sql`${table.via} IS NULL OR ${table.via} IN ('push', 'inbox')`),
    check('notification_recipients_attempts', sql`${table.attempts} >= 0`),
  ],
);

/** A participant's phone (or browser) that receives push notifications, by the token its push service gave it. */
export const participantDevices = pgTable(
  'participant_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique('participant_devices_token_unique'),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('participant_devices_participant_idx').on(table.participantId),
    check('participant_devices_platform', sql`${table.platform} IN (${list(DEVICE_PLATFORMS)})`),
    check('participant_devices_token_present', sql`length(${table.token}) > 0`),
  ],
);

/**
 * A push the service accepted (an Expo ticket), until its receipt is read (Expo keeps receipts for a day, ready
 * about 15 minutes after the push): the receipt tells whether the phone's service delivered it, or that the device
 * is gone (`DeviceNotRegistered`: the device is forgotten).
 */
export const pushReceipts = pgTable(
  'push_receipts',
  {
    ticketId: text('ticket_id').primaryKey(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => participantDevices.id, { onDelete: 'cascade' }),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => notificationRecipients.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_receipts_sent_idx').on(table.sentAt)],
);

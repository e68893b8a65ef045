import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  MAILERLITE_SYNC_STATES,
  MAILERLITE_SYNC_STEPS,
  type MailerLiteSyncState,
  type MailerLiteSyncStep,
} from '@mobiverte/contracts';
import { cities } from './cities.ts';
import { participants } from './people.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** What a participant's MailerLite record was last given, to send it again only when it changed. */
export type MailerLiteSentFields = { name: string; last_name: string };

/**
 * A city's mailing-list settings (issue 18): its MailerLite API key, encrypted (`lib/secret-box.ts`, the city id
 * as authenticated data; only its last 4 characters in clear, to recognise it), the group synchronised into, and
 * the last synchronisation's result. `sync_state = 'running'` with a recent heartbeat is the lock that keeps two
 * synchronisations of one city from running at once, whatever the process.
 */
export const mailerliteSettings = pgTable(
  'mailerlite_settings',
  {
    cityId: uuid('city_id')
      .primaryKey()
      .references(() => cities.id, { onDelete: 'cascade' }),
    apiKeyCiphertext: text('api_key_ciphertext'),
    apiKeyHint: text('api_key_hint'),
    groupId: text('group_id'),
    groupName: text('group_name'),
    /** Synchronised by the nightly job. */
    enabled: boolean('enabled').notNull().default(true),
    syncState: text('sync_state').$type<MailerLiteSyncState>().notNull().default('idle'),
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    /** Moved on by a running synchronisation after each batch; an old one means its process died. */
    syncHeartbeatAt: timestamp('sync_heartbeat_at', { withTimezone: true }),
    syncFinishedAt: timestamp('sync_finished_at', { withTimezone: true }),
    /** The process that works the running synchronisation (its lease, with the heartbeat); null until one takes it. */
    syncWorker: text('sync_worker'),
    /** Where the running synchronisation is: its step and the last row done in it, stored after each round. */
    syncStep: text('sync_step').$type<MailerLiteSyncStep>(),
    syncCursor: text('sync_cursor'),
    /** The rows the running synchronisation has to go through (to remove and to send), counted when it starts. */
    syncTotal: integer('sync_total').notNull().default(0),
    lastAdded: integer('last_added').notNull().default(0),
    lastUpdated: integer('last_updated').notNull().default(0),
    lastRemoved: integer('last_removed').notNull().default(0),
    lastFailed: integer('last_failed').notNull().default(0),
    /** Why the last synchronisation stopped: an error code of the API. */
    lastErrorCode: text('last_error_code'),
    /** A few of the addresses MailerLite refused in the last synchronisation, with its message. */
    lastFailures: jsonb('last_failures').$type<{ email: string; message: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mailerlite_settings_sync_state', sql`${table.syncState} IN (${list(MAILERLITE_SYNC_STATES)})`),
    check(
      'mailerlite_settings_key_and_hint',
      sql`(${table.apiKeyCiphertext} IS NULL) = (${table.apiKeyHint} IS NULL) AND length(${table.apiKeyHint}) <= 4`,
    ),
    check('mailerlite_settings_sync_step', sql`${table.syncStep} IN (${list(MAILERLITE_SYNC_STEPS)})`),
    check('mailerlite_settings_group_named', sql`(${table.groupId} IS NULL) = (${table.groupName} IS NULL)`),
    check(
      'mailerlite_settings_counts',
      sql`${table.lastAdded} >= 0 AND ${table.lastUpdated} >= 0 AND ${table.lastRemoved} >= 0 AND ${table.lastFailed} >= 0 AND ${table.syncTotal} >= 0`,
    ),
  ],
);

/**
 * The participants a city's synchronisation put in its MailerLite group, with the subscriber id MailerLite gave
 * and what was sent. A row whose participant no longer belongs in the list (consent withdrawn, emails left,
 * deactivated, moved to another city, deleted: `participant_id` then null) or whose email or group changed is
 * taken out of the group by the next synchronisation, then deleted.
 */
export const mailerliteSubscribers = pgTable(
  'mailerlite_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subscriberId: text('subscriber_id').notNull(),
    groupId: text('group_id').notNull(),
    sentFields: jsonb('sent_fields').$type<MailerLiteSentFields>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('mailerlite_subscribers_city_participant_unique').on(table.cityId, table.participantId),
    // Deleting a participant sets its rows' participant to null (kept until the next synchronisation removes them).
    index('mailerlite_subscribers_participant_idx').on(table.participantId),
    index('mailerlite_subscribers_city_synced_idx').on(table.cityId, table.syncedAt.desc(), table.id),
  ],
);

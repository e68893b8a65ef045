import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { LOCALES } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';

/**
 * An organisation or city admin's weekly engagement digest (issue 21 §3): opted in per account, written in the
 * language the admin chose. No row: not subscribed.
 */
export const alertDigestSubscriptions = pgTable(
  'alert_digest_subscriptions',
  {
    authUserId: text('auth_user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    language: text('language', { enum: LOCALES }).notNull().default('fr'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('alert_digest_subscriptions_language', sql`${table.language} IN ('fr', 'en', 'de')`)],
);

/** The digests sent, claimed before sending: one per admin and week, whatever the number of processes. */
export const alertDigestsSent = pgTable(
  'alert_digests_sent',
  {
    authUserId: text('auth_user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The Monday of the week the digest covers. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    alerts: text('alerts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.authUserId, table.weekStart] })],
);

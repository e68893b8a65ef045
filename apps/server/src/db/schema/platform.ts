import { index, integer, pgTable, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    title: text('title'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_viewed_at_idx').on(table.viewedAt)],
);

/** The outbox of every email: sent over SMTP when SMTP_URL is set, otherwise kept here and logged. */
export const mail = pgTable(
  'mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    bcc: text('bcc'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_created_at_idx').on(table.createdAt)],
);

/** Fixed-window counters for rate limits, kept in the database so that several API processes share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Failed sign-ins per account (by email, known or not, so that the answer never tells which exist): after a few
 * failures the account is locked for a back-off that doubles with each further failure, reset by a success.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

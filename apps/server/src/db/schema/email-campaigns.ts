import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_CAMPAIGN_STATES, type Audience } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';
import { participants } from './people.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Email campaigns (issue 18): written by a city (`organisation_id` null) or one of its organisations, sent by the
 * `send-email-campaigns` job when due. The HTML is sanitised before it is stored and the text part derived from it.
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    senderName: text('sender_name').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    state: text('state', { enum: EMAIL_CAMPAIGN_STATES }).notNull().default('draft'),
    /** When the job resolved the audience and began sending; the recipients exist from then on. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    targeted: integer('targeted').notNull().default(0),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A name is unique per sender: the city's own campaigns, or one organisation's.
    unique('email_campaigns_owner_name_unique').on(table.cityId, table.organisationId, table.name).nullsNotDistinct(),
    index('email_campaigns_due_idx').on(table.state, table.plannedAt),
    index('email_campaigns_owner_idx').on(table.cityId, table.organisationId, table.createdAt),
    check('email_campaigns_state', sql`${table.state} IN (${list(EMAIL_CAMPAIGN_STATES)})`),
    check('email_campaigns_name_present', sql`length(btrim(${table.name})) > 0`),
    check(
      'email_campaigns_planned_unless_draft',
      sql`(${table.state} = 'draft') = (${table.plannedAt} IS NULL) OR ${table.state} = 'cancelled'`,
    ),
  ],
);

/**
 * One row per recipient of a campaign, written once when sending starts (the audience resolved then): the
 * primary key is what keeps anyone from getting a campaign twice, whatever the retries or restarts.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** pending → sending (claimed by one process) → sent or failed; a stale claim goes back to pending. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** When the recipient unsubscribed through this campaign's link. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.participantId] }),
    index('email_campaign_recipients_status_idx').on(table.campaignId, table.status),
    check('email_campaign_recipients_status', sql`${table.status} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

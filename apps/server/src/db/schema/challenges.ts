import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHALLENGE_STATUSES, RECEIVED_CHALLENGE_STATES, type ChallengeGoalInput } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { branches, organisations } from './organisations.ts';
import { participants } from './people.ts';
import { images } from './tenants.ts';

/** A goal as stored: contracts' goal input, activity types included. */
export type StoredGoal = Omit<ChallengeGoalInput, 'badgeId'> & { badgeId: string | null };

/** Templates a city offers its organisations to start a challenge from (`challenge_templates`). */
export const challengeTemplates = pgTable(
  'challenge_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    excerpt: text('excerpt'),
    imageUrl: text('image_url'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    durationDays: integer('duration_days'),
    individualGoal: jsonb('individual_goal').$type<StoredGoal>().notNull(),
    collaborativeGoal: jsonb('collaborative_goal').$type<StoredGoal>(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('challenge_templates_city_idx').on(table.cityId, table.createdAt)],
);

/**
 * A challenge of an organisation, or of its city (`organisation_id` null). Goals are stored as contracts' goal
 * input; `include_users` and `exclude_users` are participant ids.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    templateId: uuid('template_id').references(() => challengeTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    excerpt: text('excerpt'),
    imageUrl: text('image_url'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: CHALLENGE_STATUSES }).notNull(),
    individualGoal: jsonb('individual_goal').$type<StoredGoal>().notNull(),
    collaborativeGoal: jsonb('collaborative_goal').$type<StoredGoal>(),
    includeUsers: uuid('include_users')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    excludeUsers: uuid('exclude_users')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    notify: boolean('notify').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    /** Collaborative goal: the group's total (in the goal's unit) and when it was reached. */
    collaborativeValue: doublePrecision('collaborative_value').notNull().default(0),
    collaborativeReachedAt: timestamp('collaborative_reached_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('challenges_city_start_idx').on(table.cityId, table.startAt),
    index('challenges_organisation_start_idx').on(table.organisationId, table.startAt),
    check('challenges_dates', sql`${table.endAt} > ${table.startAt}`),
    check('challenges_cancelled', sql`(${table.status} = 'cancelled') = (${table.cancelledAt} IS NOT NULL)`),
  ],
);

/** The organisations a challenge was sent to, with their answer (a city's listed organisations are `accepted`). */
export const challengeRecipients = pgTable(
  'challenge_recipients',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: RECEIVED_CHALLENGE_STATES }).notNull(),
    answeredBy: text('answered_by').references(() => authUsers.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.organisationId] }),
    index('challenge_recipients_organisation_idx').on(table.organisationId, table.state),
  ],
);

/**
 * A participant in a challenge, with the rollup of their trips that count for it, kept at trip ingestion in the
 * trip's transaction: the individual goal's totals (its activity types, inside its dates), `score` (the
 * individual goal's measure, what the leaderboard ranks) and the collaborative goal's measure.
 */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    /** The participant's organisation when they joined: their line in the organisations' ranking. */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    distanceM: bigint('distance_m', { mode: 'number' }).notNull().default(0),
    durationS: bigint('duration_s', { mode: 'number' }).notNull().default(0),
    calories: bigint('calories', { mode: 'number' }).notNull().default(0),
    ghgMg: bigint('ghg_mg', { mode: 'number' }).notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    greenpoints: bigint('greenpoints', { mode: 'number' }).notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    collaborativeValue: doublePrecision('collaborative_value').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    rewardCreditedAt: timestamp('reward_credited_at', { withTimezone: true }),
    excludedAt: timestamp('excluded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.participantId] }),
    index('challenge_participants_participant_idx').on(table.participantId, table.joinedAt),
    // The leaderboard's page: by score, who got there first, who joined first, then the participant (the
    // query's whole order, nulls where `order by score desc` puts them: the index reads a page in order, deep
    // pages skip its entries without sorting the challenge).
    index('challenge_participants_leaderboard_idx')
      .on(table.challengeId, table.score.desc().nullsFirst(), table.reachedAt, table.joinedAt, table.participantId)
      .where(sql`${table.excludedAt} IS NULL`),
    check('challenge_participants_totals_non_negative', sql`${table.sessions} >= 0 AND ${table.distanceM} >= 0`),
  ],
);

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';

export const PARTICIPANT_ADMIN_ACTIONS = [
  'points_changed',
  'transaction_completed',
  'transaction_deleted',
  'email_changed',
  'password_changed',
  'role_changed',
  'activated',
  'deactivated',
  'deaffiliated',
  'deleted',
] as const;

/**
 * The audit trail of the admin actions on participants (migration 0018): who did what, to whom, when. The
 * participant's id and name are copied, not referenced, so that the trail of a complete deletion stays.
 */
export const participantAdminActions = pgTable(
  'participant_admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id').notNull(),
    participantName: text('participant_name').notNull(),
    actorUserId: text('actor_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: PARTICIPANT_ADMIN_ACTIONS }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('participant_admin_actions_participant_idx').on(table.participantId, table.createdAt),
    index('participant_admin_actions_city_idx').on(table.cityId, table.createdAt),
  ],
);

import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_VIEW_STATES,
  NOTIFICATION_VIEWS,
  type MessageOwner,
  type NotificationView,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { notifications, notificationTemplates } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The notifications of one owner: the city's own (no organisation) or one organisation's. */
export function ownedBy(owner: MessageOwner): SQL {
  return and(
    eq(notifications.cityId, owner.cityId),
    owner.organisationId === null
      ? isNull(notifications.organisationId)
      : eq(notifications.organisationId, owner.organisationId),
  )!;
}

const inView = (view: NotificationView) => inArray(notifications.state, [...NOTIFICATION_VIEW_STATES[view]]);

/** One page of an owner's notifications, the latest first (sent, planned or written), with the count of each view. */
export async function listOwnerNotifications(
  db: Db,
  owner: MessageOwner,
  filter: { view?: NotificationView; limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ownedBy(owner), filter.view ? inView(filter.view) : undefined))
    .orderBy(
      desc(sql`coalesce(${notifications.sentAt}, ${notifications.plannedAt}, ${notifications.updatedAt})`),
      asc(notifications.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [counts] = await db
    .select(
      Object.fromEntries(
        NOTIFICATION_VIEWS.map((view) => [view, sql<number>`count(*) FILTER (WHERE ${inView(view)})`.mapWith(Number)]),
      ) as Record<NotificationView, SQL<number>>,
    )
    .from(notifications)
    .where(ownedBy(owner));
  return { rows, counts: counts as Record<NotificationView, number> };
}

/** The owner's notification, or nothing (another owner's is as unknown as one that does not exist). */
export async function findOwnedNotification(db: Db | Tx, owner: MessageOwner, notificationId: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), ownedBy(owner)));
  return row;
}

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Changes a notification still a draft or planned (the delivery job may have taken it meanwhile: then nothing). */
export async function updateEditableNotification(
  db: Db,
  notificationId: string,
  values: Partial<typeof notifications.$inferInsert>,
) {
  const [row] = await db
    .update(notifications)
    .set(values)
    .where(and(eq(notifications.id, notificationId), inArray(notifications.state, ['draft', 'scheduled'])))
    .returning();
  return row;
}

/** Cancels a planned notification before the job takes it; nothing when it is not planned (any more). */
export async function cancelPlannedNotification(db: Db, notificationId: string, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ state: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(notifications.id, notificationId), eq(notifications.state, 'scheduled')))
    .returning();
  return row;
}

/** Deletes a notification that is not being sent (its recipients, the participants' inbox items, go with it). */
export async function deleteIdleNotification(db: Db, notificationId: string) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), sql`${notifications.state} <> 'sending'`))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** The templates an owner starts from: the city's (shared with its organisations) and the organisation's own. */
export async function listTemplatesFor(db: Db, owner: MessageOwner) {
  return db
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.cityId, owner.cityId),
        owner.organisationId === null
          ? isNull(notificationTemplates.organisationId)
          : or(
              isNull(notificationTemplates.organisationId),
              eq(notificationTemplates.organisationId, owner.organisationId),
            ),
      ),
    )
    .orderBy(sql`${notificationTemplates.organisationId} IS NULL`, asc(notificationTemplates.name));
}

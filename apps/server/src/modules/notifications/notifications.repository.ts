import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationTemplateSort } from '@mobiverte/contracts';
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

/** The templates one owner wrote: the city's own (no organisation) or one organisation's. */
function templatesOwnedBy(owner: MessageOwner): SQL {
  return and(
    eq(notificationTemplates.cityId, owner.cityId),
    owner.organisationId === null
      ? isNull(notificationTemplates.organisationId)
      : eq(notificationTemplates.organisationId, owner.organisationId),
  )!;
}

const TEMPLATE_SORT_COLUMNS = {
  name: sql`lower(${notificationTemplates.name})`,
  title: sql`lower(${notificationTemplates.title})`,
  updatedAt: notificationTemplates.updatedAt,
} as const;

/** One page of the templates an owner may use (its own and, for an organisation, its city's), with their count. */
export async function pageTemplatesFor(
  db: Db,
  owner: MessageOwner,
  page: { sort: NotificationTemplateSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const visible =
    owner.organisationId === null
      ? templatesOwnedBy(owner)
      : and(
          eq(notificationTemplates.cityId, owner.cityId),
          or(
            isNull(notificationTemplates.organisationId),
            eq(notificationTemplates.organisationId, owner.organisationId),
          ),
        );
  const column = TEMPLATE_SORT_COLUMNS[page.sort];
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(visible)
    .orderBy(page.order === 'asc' ? asc(column) : desc(column), asc(notificationTemplates.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(notificationTemplates)
    .where(visible);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertTemplate(db: Db, values: typeof notificationTemplates.$inferInsert) {
  const [row] = await db.insert(notificationTemplates).values(values).returning();
  return row!;
}

/** Changes the owner's template; nothing when it is not the owner's (another's is as unknown as a missing one). */
export async function updateOwnedTemplate(
  db: Db,
  owner: MessageOwner,
  templateId: string,
  values: Partial<typeof notificationTemplates.$inferInsert>,
) {
  const [row] = await db
    .update(notificationTemplates)
    .set(values)
    .where(and(eq(notificationTemplates.id, templateId), templatesOwnedBy(owner)))
    .returning();
  return row;
}

export async function deleteOwnedTemplate(db: Db, owner: MessageOwner, templateId: string) {
  const rows = await db
    .delete(notificationTemplates)
    .where(and(eq(notificationTemplates.id, templateId), templatesOwnedBy(owner)))
    .returning({ id: notificationTemplates.id });
  return rows.length > 0;
}

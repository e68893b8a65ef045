import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DevicePlatform } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { notificationRecipients, notifications, participantDevices } from '../../db/schema/index.ts';

/** Registers a device's push token for the participant: a token already known moves to them (a phone changes hands). */
export async function upsertDevice(
  db: Db,
  participantId: string,
  device: { token: string; platform: DevicePlatform },
  now: Date,
) {
  const [row] = await db
    .insert(participantDevices)
    .values({ participantId, token: device.token, platform: device.platform, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: participantDevices.token,
      set: { participantId, platform: device.platform, lastSeenAt: now },
    })
    .returning();
  return row!;
}

export async function listDevices(db: Db, participantId: string) {
  return db
    .select()
    .from(participantDevices)
    .where(eq(participantDevices.participantId, participantId))
    .orderBy(desc(participantDevices.lastSeenAt), asc(participantDevices.id));
}

export async function deleteDevice(db: Db, participantId: string, deviceId: string) {
  const rows = await db
    .delete(participantDevices)
    .where(and(eq(participantDevices.id, deviceId), eq(participantDevices.participantId, participantId)))
    .returning({ id: participantDevices.id });
  return rows.length > 0;
}

/** What the inbox shows: the occurrences that reached the participant (every one but those still on their way). */
const reached = (participantId: string) =>
  and(eq(notificationRecipients.participantId, participantId), ne(notificationRecipients.status, 'pending'));

const inboxColumns = {
  id: notificationRecipients.id,
  notificationId: notificationRecipients.notificationId,
  title: notifications.title,
  content: notifications.content,
  createdAt: notificationRecipients.createdAt,
  deliveredAt: notificationRecipients.deliveredAt,
  openedAt: notificationRecipients.openedAt,
};

/** One page of the participant's inbox, newest first (walks `notification_recipients_inbox_idx`). */
export async function listInbox(db: Db, participantId: string, page: { limit: number; offset: number }) {
  return db
    .select(inboxColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(reached(participantId))
    .orderBy(desc(notificationRecipients.createdAt), desc(notificationRecipients.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUnread(db: Db, participantId: string) {
  const [row] = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(notificationRecipients)
    .where(and(reached(participantId), isNull(notificationRecipients.openedAt)));
  return row?.unread ?? 0;
}

export async function findInboxItem(db: Db, participantId: string, itemId: number) {
  const [row] = await db
    .select(inboxColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(and(eq(notificationRecipients.id, itemId), reached(participantId)));
  return row;
}

/**
 * Marks an inbox item opened, once: the first time adds one to its notification's `opened` figure, in the same
 * statement; a second time changes nothing.
 */
export async function markInboxItemOpened(db: Db, participantId: string, itemId: number, now: Date) {
  await db.execute(sql`
    with opened as (
      update notification_recipients set opened_at = ${now}
      where id = ${itemId} and participant_id = ${participantId} and status <> 'pending' and opened_at is null
      returning notification_id
    )
    update notifications n set opened_count = n.opened_count + 1
    from opened where n.id = opened.notification_id`);
}

import type { DeviceInput, DevicePlatform } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import {
  countUnread,
  deleteDevice,
  findInboxItem,
  listDevices,
  listInbox,
  markInboxItemOpened,
  upsertDevice,
} from './inbox.repository.ts';

type DeviceRow = Awaited<ReturnType<typeof listDevices>>[number];
type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

const toDevice = (row: DeviceRow) => ({
  id: row.id,
  platform: row.platform as DevicePlatform,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

const toInboxItem = (row: InboxRow) => ({
  id: String(row.id),
  notificationId: row.notificationId,
  title: row.title,
  content: row.content,
  receivedAt: (row.deliveredAt ?? row.createdAt).toISOString(),
  openedAt: row.openedAt?.toISOString() ?? null,
});

/** The app registers (or refreshes) its push token; the answer is the participant's device. */
export async function registerDevice(db: Db, actor: Actor, input: DeviceInput, now = new Date()) {
  const participant = requireParticipantActor(actor);
  return toDevice(await upsertDevice(db, participant.participantId, input, now));
}

export async function listMyDevices(db: Db, actor: Actor) {
  const participant = requireParticipantActor(actor);
  return (await listDevices(db, participant.participantId)).map(toDevice);
}

export async function forgetDevice(db: Db, actor: Actor, deviceId: string) {
  const participant = requireParticipantActor(actor);
  if (!(await deleteDevice(db, participant.participantId, deviceId))) throw notFound();
}

/** The participant's inbox, newest first, with how many are still unread. */
export async function listMyInbox(db: Db, actor: Actor, query: { page: number; pageSize: number }) {
  const participant = requireParticipantActor(actor);
  const found = await listInbox(db, participant.participantId, {
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    data: found.slice(0, query.pageSize).map(toInboxItem),
    unread: await countUnread(db, participant.participantId),
    nextPage: found.length > query.pageSize ? query.page + 1 : null,
  };
}

/** The app opened an item: it is read, and its notification counts one more opening (once per item). */
export async function readInboxItem(db: Db, actor: Actor, itemId: number, now = new Date()) {
  const participant = requireParticipantActor(actor);
  await markInboxItemOpened(db, participant.participantId, itemId, now);
  const row = await findInboxItem(db, participant.participantId, itemId);
  if (!row) throw notFound();
  return toInboxItem(row);
}

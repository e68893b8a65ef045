import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Audience, MessageOwner } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  cities,
  notificationRecipients,
  notifications,
  participantDevices,
  pushReceipts,
} from '../../db/schema/index.ts';
import { audienceWhere } from '../communication/audience.repository.ts';

/**
 * Takes one due notification for this process (`FOR UPDATE SKIP LOCKED`: two processes never take the same one)
 * and starts its occurrence: `sending`, and its audience resolved now into one recipient row per participant
 * (`ON CONFLICT DO NOTHING` on the occurrence's unique key), all in one transaction.
 */
export async function startDueNotification(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        id: notifications.id,
        cityId: notifications.cityId,
        organisationId: notifications.organisationId,
        audience: notifications.audience,
        occurrence: notifications.occurrence,
      })
      .from(notifications)
      .where(and(eq(notifications.state, 'scheduled'), sql`${notifications.plannedAt} <= ${now}`))
      .orderBy(asc(notifications.plannedAt), asc(notifications.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const owner: MessageOwner = { cityId: due.cityId, organisationId: due.organisationId };
    const result = await tx.execute<{ targeted: number }>(sql`
      with inserted as (
        insert into notification_recipients (notification_id, occurrence, participant_id, created_at, next_attempt_at)
        select ${due.id}::uuid, ${due.occurrence}::int, p.id, ${now}, ${now}
        from participants p where ${audienceWhere(owner, due.audience as Audience, 'push')}
        on conflict do nothing
        returning 1
      )
      update notifications set state = 'sending', sent_at = ${now}, finished_at = null, updated_at = ${now},
        targeted_count = targeted_count + (select count(*) from inserted)
      where id = ${due.id}
      returning (select count(*) from inserted)::int as targeted`);
    return { id: due.id, occurrence: due.occurrence, targeted: Number(result.rows[0]?.targeted ?? 0) };
  });
}

/** The notifications being sent, with what their messages say. */
export async function findSendingNotifications(db: Db) {
  return db
    .select({ id: notifications.id, title: notifications.title, content: notifications.content })
    .from(notifications)
    .where(eq(notifications.state, 'sending'))
    .orderBy(asc(notifications.sentAt), asc(notifications.id));
}

export type ClaimedRecipient = { id: number; participantId: string; attempts: number };

/**
 * Takes a batch of a notification's recipients that are due for an attempt: `sending`, one attempt more, the
 * claim's time kept, committed before anything is pushed (a process that dies mid-send leaves them so).
 */
export async function claimRecipients(db: Db, notificationId: string, now: Date, limit: number) {
  const result = await db.execute<{ id: string | number; participant_id: string; attempts: number }>(sql`
    with batch as (
      select id from notification_recipients
      where notification_id = ${notificationId} and status = 'pending' and next_attempt_at <= ${now}
      order by id limit ${limit}
      for update skip locked
    )
    update notification_recipients r set status = 'sending', attempts = r.attempts + 1, claimed_at = ${now}
    from batch where r.id = batch.id
    returning r.id, r.participant_id, r.attempts`);
  return result.rows.map((row): ClaimedRecipient => ({
    id: Number(row.id),
    participantId: row.participant_id,
    attempts: row.attempts,
  }));
}

export async function findDevicesOf(db: Db, participantIds: string[]) {
  if (participantIds.length === 0) return [];
  return db
    .select({
      id: participantDevices.id,
      participantId: participantDevices.participantId,
      token: participantDevices.token,
    })
    .from(participantDevices)
    .where(inArray(participantDevices.participantId, participantIds));
}

export type RecipientOutcomes = {
  delivered: { push: number[]; inbox: number[] };
  retry: { id: number; at: Date; error: string }[];
  failed: { id: number; error: string }[];
  prunedDevices: string[];
  /** The accepted pushes whose receipts are read later. */
  tickets: { ticketId: string; deviceId: string; recipientId: number }[];
};

const ids = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}::bigint`),
    sql`, `,
  );

/** Runs an update of recipients still `sending` (another process may have settled some) and counts those changed. */
async function settle(tx: Tx, recipientIds: number[], set: ReturnType<typeof sql>) {
  if (recipientIds.length === 0) return 0;
  const result = await tx.execute<{ changed: number }>(sql`
    with changed as (
      update notification_recipients set ${set} where id in (${ids(recipientIds)}) and status = 'sending' returning 1
    )
    select count(*)::int as changed from changed`);
  return Number(result.rows[0]?.changed ?? 0);
}

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/** Records a batch's outcomes and the notification's figures in one transaction, and forgets refused tokens. */
export async function recordOutcomes(db: Db, notificationId: string, outcomes: RecipientOutcomes, now: Date) {
  await db.transaction(async (tx) => {
    let delivered = 0;
    let failed = 0;
    for (const via of ['push', 'inbox'] as const) {
      delivered += await settle(
        tx,
        outcomes.delivered[via],
        sql`status = 'delivered', via = ${via}, delivered_at = ${now}, error = null`,
      );
    }
    for (const group of groupBy(outcomes.retry, (retry) => `${retry.at.getTime()} ${retry.error}`)) {
      const { at, error } = group[0]!;
      await settle(
        tx,
        group.map((retry) => retry.id),
        sql`status = 'pending', next_attempt_at = ${at}, error = ${error}`,
      );
    }
    for (const group of groupBy(outcomes.failed, (failure) => failure.error)) {
      failed += await settle(
        tx,
        group.map((failure) => failure.id),
        sql`status = 'failed', error = ${group[0]!.error}`,
      );
    }
    if (delivered > 0 || failed > 0) {
      await tx
        .update(notifications)
        .set({
          deliveredCount: sql`${notifications.deliveredCount} + ${delivered}`,
          failedCount: sql`${notifications.failedCount} + ${failed}`,
        })
        .where(eq(notifications.id, notificationId));
    }
    if (outcomes.prunedDevices.length > 0) {
      await tx.delete(participantDevices).where(inArray(participantDevices.id, outcomes.prunedDevices));
    }
    if (outcomes.tickets.length > 0) {
      await tx
        .insert(pushReceipts)
        .values(outcomes.tickets.map((ticket) => ({ ...ticket, sentAt: now })))
        .onConflictDoNothing();
    }
  });
}

/** The oldest tickets sent before `readyBefore`, whose receipts should be ready. */
export async function findReceiptsToCheck(db: Db, readyBefore: Date, limit: number) {
  return db
    .select({ ticketId: pushReceipts.ticketId, deviceId: pushReceipts.deviceId, recipientId: pushReceipts.recipientId })
    .from(pushReceipts)
    .where(lte(pushReceipts.sentAt, readyBefore))
    .orderBy(asc(pushReceipts.sentAt))
    .limit(limit);
}

/**
 * Records what the receipts said: gone devices are forgotten; a push the phone's service refused leaves the item
 * in the inbox alone (`via` inbox, with the error); then the read tickets, and those too old to have a receipt
 * any more, are dropped.
 */
export async function recordReceipts(
  db: Db,
  outcome: { read: string[]; goneDevices: string[]; refused: { recipientId: number; error: string }[] },
  expiredBefore: Date,
) {
  await db.transaction(async (tx) => {
    for (const group of groupBy(outcome.refused, (refusal) => refusal.error)) {
      await tx
        .update(notificationRecipients)
        .set({ via: 'inbox', error: group[0]!.error })
        .where(
          and(
            inArray(
              notificationRecipients.id,
              group.map((refusal) => refusal.recipientId),
            ),
            eq(notificationRecipients.via, 'push'),
          ),
        );
    }
    if (outcome.goneDevices.length > 0) {
      await tx.delete(participantDevices).where(inArray(participantDevices.id, outcome.goneDevices));
    }
    if (outcome.read.length > 0) await tx.delete(pushReceipts).where(inArray(pushReceipts.ticketId, outcome.read));
    await tx.delete(pushReceipts).where(lt(pushReceipts.sentAt, expiredBefore));
  });
}

/**
 * Recipients a process took and never finished (it died between claiming and recording, past the lease): their
 * push may have gone out, so they are never pushed again; they count as delivered to the inbox, which has them.
 */
export async function settleInterrupted(db: Db, cutoff: Date, now: Date) {
  const result = await db.execute<{ settled: number }>(sql`
    with settled as (
      update notification_recipients set status = 'delivered', via = 'inbox', delivered_at = ${now},
        error = 'interrupted while sending: not pushed again'
      where status = 'sending' and claimed_at < ${cutoff}
      returning notification_id
    ), counts as (select notification_id, count(*)::int as n from settled group by notification_id),
    figures as (
      update notifications n set delivered_count = n.delivered_count + counts.n
      from counts where n.id = counts.notification_id
      returning counts.n
    )
    select coalesce(sum(n), 0)::int as settled from figures`);
  return Number(result.rows[0]?.settled ?? 0);
}

/**
 * Closes a notification's occurrence once none of its recipients waits (none pending, none being sent): sent (or
 * failed when every targeted recipient failed), or planned again at its next occurrence. Locks the row so that
 * two processes finishing together close it once.
 */
export async function finishIfDone(
  db: Db,
  notificationId: string,
  now: Date,
  next: (row: { plannedLocal: string | null; repeat: string; repeatUntil: string | null; timeZone: string }) => {
    local: string;
    at: string;
  } | null,
) {
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .select({
        state: notifications.state,
        occurrence: notifications.occurrence,
        plannedLocal: notifications.plannedLocal,
        repeat: notifications.repeat,
        repeatUntil: notifications.repeatUntil,
        timeZone: cities.timezone,
      })
      .from(notifications)
      .innerJoin(cities, eq(cities.id, notifications.cityId))
      .where(eq(notifications.id, notificationId))
      .for('update', { of: notifications });
    if (!row || row.state !== 'sending') return null;
    const result = await tx.execute<{ waiting: number; targeted: number; delivered: number }>(sql`
      select count(*) filter (where status in ('pending', 'sending'))::int as waiting, count(*)::int as targeted,
        count(*) filter (where status = 'delivered')::int as delivered
      from notification_recipients where notification_id = ${notificationId} and occurrence = ${row.occurrence}`);
    const figures = result.rows[0]!;
    if (Number(figures.waiting) > 0) return null;
    const following = next(row);
    if (following) {
      await tx
        .update(notifications)
        .set({
          state: 'scheduled',
          occurrence: row.occurrence + 1,
          plannedLocal: following.local,
          plannedAt: new Date(following.at),
          finishedAt: now,
          updatedAt: now,
        })
        .where(eq(notifications.id, notificationId));
      return 'scheduled' as const;
    }
    const state = Number(figures.targeted) > 0 && Number(figures.delivered) === 0 ? 'failed' : 'sent';
    await tx
      .update(notifications)
      .set({ state, finishedAt: now, updatedAt: now })
      .where(eq(notifications.id, notificationId));
    return state;
  });
}

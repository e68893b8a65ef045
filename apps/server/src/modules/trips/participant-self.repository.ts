import { count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  greenpointTransactions,
  onlineStatus,
  participants,
  participantStatsMonthly,
  trips,
} from '../../db/schema/index.ts';

export async function findParticipantBalance(db: Db, participantId: string) {
  const [row] = await db
    .select({ balance: participants.greenpointBalance })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row;
}

/** The participant's totals, summed from its monthly rollup rows. */
export async function sumParticipantTotals(db: Db, participantId: string) {
  const [row] = await db
    .select({
      sessions: sum(participantStatsMonthly.sessions).mapWith(Number),
      distanceM: sum(participantStatsMonthly.distanceM).mapWith(Number),
      ghgMg: sum(participantStatsMonthly.ghgMg).mapWith(Number),
      greenpoints: sum(participantStatsMonthly.greenpoints).mapWith(Number),
      calories: sum(participantStatsMonthly.calories).mapWith(Number),
    })
    .from(participantStatsMonthly)
    .where(eq(participantStatsMonthly.participantId, participantId));
  return row;
}

/** Days on which the participant made at least one sustainable trip. */
export async function countParticipantActiveDays(db: Db, participantId: string) {
  const [row] = await db
    .execute<{ value: number }>(
      sql`select count(*)::int as value from participant_stats_daily where participant_id = ${participantId} and sessions > 0`,
    )
    .then((result) => result.rows);
  return row?.value ?? 0;
}

/** One page of the participant's ledger, newest first, with the total count. */
export async function listParticipantTransactionPage(
  db: Db,
  participantId: string,
  query: { page: number; pageSize: number },
) {
  const where = eq(greenpointTransactions.participantId, participantId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(greenpointTransactions)
      .where(where)
      .orderBy(desc(greenpointTransactions.createdAt), desc(greenpointTransactions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(greenpointTransactions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One page of the participant's own trips, newest first (on its (participant, start_time) index), with the count. */
export async function listOwnTripPage(db: Db, participantId: string, query: { page: number; pageSize: number }) {
  const where = eq(trips.participantId, participantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trips.id,
        clientId: trips.clientId,
        activityType: trips.activityType,
        startTime: trips.startTime,
        endTime: trips.endTime,
        source: trips.source,
        counted: trips.counted,
        reason: trips.reason,
        reviewStatus: trips.reviewStatus,
        reviewReason: trips.reviewReason,
        countedDistanceM: trips.countedDistanceM,
        distanceM: trips.distanceM,
        greenpoints: trips.greenpoints,
      })
      .from(trips)
      .where(where)
      .orderBy(desc(trips.startTime), desc(trips.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(trips).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function upsertOnlineStatus(db: Db, participantId: string, state: 'online' | 'offline') {
  await db
    .insert(onlineStatus)
    .values({ participantId, state, lastChanged: new Date() })
    .onConflictDoUpdate({ target: onlineStatus.participantId, set: { state, lastChanged: new Date() } });
}

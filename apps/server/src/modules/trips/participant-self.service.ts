import { count, desc, eq, sql, sum } from 'drizzle-orm';
import type { ParticipantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { greenpointTransactions, onlineStatus, participants, participantStatsMonthly } from '../../db/schema/index.ts';

/** The participant's own figures, from the monthly rollup (a few rows whatever the history). */
export async function getParticipantStats(db: Db, actor: ParticipantActor) {
  const [[participant], [totals]] = await Promise.all([
    db
      .select({ balance: participants.greenpointBalance })
      .from(participants)
      .where(eq(participants.id, actor.participantId)),
    db
      .select({
        sessions: sum(participantStatsMonthly.sessions).mapWith(Number),
        distanceM: sum(participantStatsMonthly.distanceM).mapWith(Number),
        ghgMg: sum(participantStatsMonthly.ghgMg).mapWith(Number),
        greenpoints: sum(participantStatsMonthly.greenpoints).mapWith(Number),
        calories: sum(participantStatsMonthly.calories).mapWith(Number),
      })
      .from(participantStatsMonthly)
      .where(eq(participantStatsMonthly.participantId, actor.participantId)),
  ]);
  const [activeDays] = await db
    .execute<{ value: number }>(
      sql`select count(*)::int as value from participant_stats_daily where participant_id = ${actor.participantId} and sessions > 0`,
    )
    .then((result) => result.rows);
  return {
    data: {
      balance: participant?.balance ?? 0,
      totals: {
        sessions: totals?.sessions ?? 0,
        distanceKm: (totals?.distanceM ?? 0) / 1000,
        ghgKg: (totals?.ghgMg ?? 0) / 1_000_000,
        greenpoints: totals?.greenpoints ?? 0,
        calories: totals?.calories ?? 0,
        activeDays: activeDays?.value ?? 0,
      },
    },
  };
}

export async function listParticipantTransactions(
  db: Db,
  actor: ParticipantActor,
  query: { page: number; pageSize: number },
) {
  const where = eq(greenpointTransactions.participantId, actor.participantId);
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
  return {
    data: rows.map((row) => ({
      id: row.id,
      transactionType: row.transactionType,
      pointKind: row.pointKind,
      transactionValue: row.transactionValue,
      status: row.status,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function setOnlineStatus(db: Db, actor: ParticipantActor, state: 'online' | 'offline') {
  await db
    .insert(onlineStatus)
    .values({ participantId: actor.participantId, state, lastChanged: new Date() })
    .onConflictDoUpdate({ target: onlineStatus.participantId, set: { state, lastChanged: new Date() } });
}

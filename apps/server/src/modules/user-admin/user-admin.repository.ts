import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import { periodStart } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import {
  authAccounts,
  authUsers,
  branches,
  greenpointTransactions,
  organisations,
  participantAdminActions,
  participantControlPoints,
  participants,
  participantStatsMonthly,
  trips,
  type PARTICIPANT_ADMIN_ACTIONS,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { buildRollups, sortedByKey } from '../../rollups/build-rollups.ts';
import { upsertAdding } from '../../rollups/bulk-upsert.ts';
import { inStatistics } from '../../rollups/in-statistics.ts';
import { enqueueMapChanges } from '../../rollups/map-fold.ts';

type Executor = Db | Tx;

/** The participant with its organisation's and branch's names, or undefined. */
export async function findParticipantDetail(db: Executor, participantId: string) {
  const [row] = await db
    .select({ participant: participants, organisationName: organisations.name, branchName: branches.name })
    .from(participants)
    .leftJoin(organisations, eq(organisations.id, participants.organisationId))
    .leftJoin(branches, eq(branches.id, participants.branchId))
    .where(eq(participants.id, participantId));
  return row;
}

export async function listControlPoints(db: Executor, participantId: string) {
  return db
    .select({
      kind: participantControlPoints.kind,
      address: participantControlPoints.address,
      latitude: participantControlPoints.latitude,
      longitude: participantControlPoints.longitude,
    })
    .from(participantControlPoints)
    .where(eq(participantControlPoints.participantId, participantId))
    .orderBy(asc(participantControlPoints.kind));
}

/** The participant's figures: sums of its monthly rollup rows, its active days and its last trip. */
export async function findParticipantFigures(db: Db, participantId: string) {
  const [[totals], activeDays, [last]] = await Promise.all([
    db
      .select({
        trips: sum(participantStatsMonthly.trips).mapWith(Number),
        sessions: sum(participantStatsMonthly.sessions).mapWith(Number),
        distanceM: sum(participantStatsMonthly.distanceM).mapWith(Number),
        ghgMg: sum(participantStatsMonthly.ghgMg).mapWith(Number),
        greenpoints: sum(participantStatsMonthly.greenpoints).mapWith(Number),
        calories: sum(participantStatsMonthly.calories).mapWith(Number),
      })
      .from(participantStatsMonthly)
      .where(eq(participantStatsMonthly.participantId, participantId)),
    db.execute<{ value: number }>(
      sql`select count(*)::int as value from participant_stats_daily where participant_id = ${participantId} and sessions > 0`,
    ),
    db
      .select({ startTime: trips.startTime })
      .from(trips)
      .where(eq(trips.participantId, participantId))
      .orderBy(desc(trips.startTime))
      .limit(1),
  ]);
  return { totals, activeDays: activeDays.rows[0]?.value ?? 0, lastTripAt: last?.startTime ?? null };
}

/** One page of the participant's trips, newest first (its (participant, start_time) index), with the count. */
export async function listTripPage(db: Db, participantId: string, query: { page: number; pageSize: number }) {
  const where = eq(trips.participantId, participantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trips.id,
        activityType: trips.activityType,
        startTime: trips.startTime,
        endTime: trips.endTime,
        distanceM: trips.distanceM,
        durationS: trips.durationS,
        source: trips.source,
        counted: trips.counted,
        reason: trips.reason,
        reviewStatus: trips.reviewStatus,
        reviewReason: trips.reviewReason,
        greenpoints: trips.greenpoints,
        ghgMg: trips.ghgMg,
        organisationName: organisations.name,
      })
      .from(trips)
      .leftJoin(organisations, eq(organisations.id, trips.organisationId))
      .where(where)
      .orderBy(desc(trips.startTime), desc(trips.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(trips).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const transactionColumns = {
  id: greenpointTransactions.id,
  transactionType: greenpointTransactions.transactionType,
  pointKind: greenpointTransactions.pointKind,
  transactionValue: greenpointTransactions.transactionValue,
  status: greenpointTransactions.status,
  createdBy: greenpointTransactions.createdBy,
  createdByName: authUsers.name,
  reason: greenpointTransactions.reason,
  createdAt: greenpointTransactions.createdAt,
};

/** One page of the participant's ledger, newest first, each entry with the name of the account that made it. */
export async function listTransactionPage(db: Db, participantId: string, query: { page: number; pageSize: number }) {
  const where = eq(greenpointTransactions.participantId, participantId);
  const [rows, [total]] = await Promise.all([
    db
      .select(transactionColumns)
      .from(greenpointTransactions)
      .leftJoin(authUsers, eq(authUsers.id, greenpointTransactions.createdBy))
      .where(where)
      .orderBy(desc(greenpointTransactions.createdAt), desc(greenpointTransactions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(greenpointTransactions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type TransactionRow = Awaited<ReturnType<typeof listTransactionPage>>['rows'][number];

export async function findTransactionRow(db: Executor, transactionId: string) {
  const [row] = await db
    .select(transactionColumns)
    .from(greenpointTransactions)
    .leftJoin(authUsers, eq(authUsers.id, greenpointTransactions.createdBy))
    .where(eq(greenpointTransactions.id, transactionId));
  return row;
}

/** The ledger entry of this participant, locked for the rest of the transaction. */
export async function lockTransaction(tx: Tx, participantId: string, transactionId: string) {
  const [row] = await tx
    .select()
    .from(greenpointTransactions)
    .where(and(eq(greenpointTransactions.id, transactionId), eq(greenpointTransactions.participantId, participantId)))
    .for('update');
  return row;
}

export async function insertLedgerEntry(tx: Tx, entry: typeof greenpointTransactions.$inferInsert) {
  const [row] = await tx.insert(greenpointTransactions).values(entry).returning({ id: greenpointTransactions.id });
  return row!.id;
}

export async function setTransactionStatus(
  tx: Tx,
  transactionId: string,
  status: 'completed' | 'cancelled',
  reason?: string,
) {
  await tx
    .update(greenpointTransactions)
    .set({ status, ...(reason ? { reason } : {}) })
    .where(eq(greenpointTransactions.id, transactionId));
}

export async function setBalance(tx: Tx, participantId: string, balance: number) {
  await tx
    .update(participants)
    .set({ greenpointBalance: balance, updatedAt: new Date() })
    .where(eq(participants.id, participantId));
}

export async function updateParticipant(
  tx: Executor,
  participantId: string,
  values: Partial<typeof participants.$inferInsert>,
) {
  await tx
    .update(participants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(participants.id, participantId));
}

/** Is this email already a sign-in account's (other than the participant's own) or another participant's? */
export async function isEmailTaken(db: Executor, email: string, participantId: string, authUserId: string | null) {
  const [account] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  if (account && account.id !== authUserId) return true;
  const [person] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(sql`lower(${participants.email}) = ${email}`, sql`${participants.id} <> ${participantId}`));
  return Boolean(person);
}

export async function updateAuthEmail(tx: Tx, authUserId: string, email: string) {
  await tx.update(authUsers).set({ email, updatedAt: new Date() }).where(eq(authUsers.id, authUserId));
}

export async function updateAuthPassword(tx: Tx, authUserId: string, passwordHash: string) {
  await tx
    .update(authAccounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(authAccounts.userId, authUserId), eq(authAccounts.providerId, 'credential')));
}

export async function insertAdminAction(
  tx: Executor,
  entry: {
    cityId: string;
    participantId: string;
    participantName: string;
    actorUserId: string;
    actorEmail: string;
    action: (typeof PARTICIPANT_ADMIN_ACTIONS)[number];
    details?: Record<string, unknown>;
  },
) {
  await tx.insert(participantAdminActions).values({ ...entry, details: entry.details ?? {} });
}

export async function listAdminActions(db: Db, participantId: string, limit = 50) {
  return db
    .select({
      id: participantAdminActions.id,
      action: participantAdminActions.action,
      actorEmail: participantAdminActions.actorEmail,
      details: participantAdminActions.details,
      createdAt: participantAdminActions.createdAt,
    })
    .from(participantAdminActions)
    .where(eq(participantAdminActions.participantId, participantId))
    .orderBy(desc(participantAdminActions.createdAt))
    .limit(limit);
}

const negate = <T extends Record<string, unknown>>(row: T, measures: readonly string[]): T => {
  const copy: Record<string, unknown> = { ...row };
  for (const measure of measures) copy[measure] = -Number(copy[measure] ?? 0);
  return copy as T;
};
const SESSION_MEASURES = ['sessions', 'distanceM', 'ghgMg', 'greenpoints', 'durationS', 'calories'] as const;
const MEASURES = ['trips', ...SESSION_MEASURES] as const;
const SUMMED_SESSION = [
  ['sessions', 'integer'],
  ['distanceM', 'bigint'],
  ['ghgMg', 'bigint'],
  ['greenpoints', 'bigint'],
  ['durationS', 'bigint'],
  ['calories', 'bigint'],
] as const;
const SUMMED = [['trips', 'integer'], ...SUMMED_SESSION] as const;
const SCOPE = [
  ['scopeType', 'text'],
  ['scopeId', 'uuid'],
] as const;
const MODE = ['activityType', 'text'] as const;
const BAND = ['distanceBand', 'integer'] as const;

/**
 * Takes every contribution of the participant's trips out of the rollups shared with other participants (city,
 * organisation and branch rows per day and month, by mode and by distance band), and the participant out of the
 * active-participant counters of every day, week, month and year it was counted in, under the affiliation it was
 * counted with (that of its first sustainable trip of the period, in the order the trips arrived). Rows left
 * empty are removed, so the rollups equal those of a world without the participant. Its own rollup rows go with
 * it (cascade). Runs in the deletion's transaction, after the participant's lock.
 */
export async function subtractParticipantFromRollups(tx: Tx, participantId: string) {
  const stored = await tx
    .select()
    .from(trips)
    .where(eq(trips.participantId, participantId))
    .orderBy(asc(trips.createdAt), asc(trips.id));
  // Only the trips the statistics hold (not those waiting for or refused at review), as the ingestion folded them.
  const rows = stored.filter(inStatistics);
  if (rows.length === 0) return { trips: stored.length };
  await enqueueMapChanges(tx, rows, -1);
  const rollups = buildRollups(rows);
  await upsertAdding(
    tx,
    'stats_daily',
    rollups.daily.map((row) => negate(row, MEASURES)),
    { key: [...SCOPE, ['day', 'date'], MODE], summed: SUMMED },
  );
  await upsertAdding(
    tx,
    'stats_monthly',
    rollups.monthly.map((row) => negate(row, MEASURES)),
    { key: [...SCOPE, ['month', 'date'], MODE], summed: SUMMED },
  );
  await upsertAdding(
    tx,
    'stats_distance_daily',
    rollups.distanceDaily.map((row) => negate(row, SESSION_MEASURES)),
    { key: [...SCOPE, ['day', 'date'], MODE, BAND], summed: SUMMED_SESSION },
  );
  await upsertAdding(
    tx,
    'stats_distance_monthly',
    rollups.distanceMonthly.map((row) => negate(row, SESSION_MEASURES)),
    { key: [...SCOPE, ['month', 'date'], MODE, BAND], summed: SUMMED_SESSION },
  );
  // The periods in which the participant was counted active, each under the affiliation it was counted with.
  const counters = new Map<
    string,
    { scopeType: string; scopeId: string; periodType: string; periodStart: string; participants: number }
  >();
  const seen = new Set<string>();
  for (const trip of rows) {
    if (!trip.counted) continue;
    for (const periodType of ['day', 'week', 'month', 'year'] as const) {
      const start = periodType === 'day' ? trip.localDay : periodStart(periodType, trip.localDay);
      if (seen.has(`${periodType}|${start}`)) continue;
      seen.add(`${periodType}|${start}`);
      for (const [scopeType, scopeId] of [
        ['city', trip.cityId],
        ['organisation', trip.organisationId],
        ['branch', trip.branchId],
      ] as const) {
        if (!scopeId) continue;
        const key = `${scopeType}|${scopeId}|${periodType}|${start}`;
        counters.set(key, { scopeType, scopeId, periodType, periodStart: start, participants: -1 });
      }
    }
  }
  await upsertAdding(tx, 'stats_active_participants', sortedByKey(counters), {
    key: [
      ['scopeType', 'text'],
      ['scopeId', 'uuid'],
      ['periodType', 'text'],
      ['periodStart', 'date'],
    ],
    summed: [['participants', 'integer']],
  });
  // Rows left empty leave (only those of the participant's scopes and days: the primary keys' indexes).
  const scopeIds = sql.param([...new Set(rows.flatMap((trip) => [trip.cityId, trip.organisationId, trip.branchId]))]);
  const days = rows.map((trip) => trip.localDay).sort();
  const [first, last] = [days[0]!, days.at(-1)!];
  const within = (column: string, from: string) =>
    sql`scope_id = any(${scopeIds}::uuid[]) and ${sql.raw(column)} between ${from}::date and ${last}::date`;
  await tx.execute(sql`delete from stats_daily where ${within('day', first)} and trips = 0`);
  await tx.execute(sql`delete from stats_monthly where ${within('month', periodStart('month', first))} and trips = 0`);
  await tx.execute(sql`delete from stats_distance_daily where ${within('day', first)} and sessions = 0`);
  await tx.execute(
    sql`delete from stats_distance_monthly where ${within('month', periodStart('month', first))} and sessions = 0`,
  );
  await tx.execute(
    sql`delete from stats_active_participants where ${within('period_start', [periodStart('year', first), periodStart('week', first)].sort()[0]!)} and participants = 0`,
  );
  return { trips: stored.length };
}

/** The challenges the participant takes part in (their collaborative values leave the groups' totals). */
export async function listParticipations(tx: Tx, participantId: string) {
  const result = await tx.execute<{ challengeId: string }>(
    sql`select challenge_id as "challengeId" from challenge_participants where participant_id = ${participantId} order by challenge_id`,
  );
  return result.rows.map((row) => row.challengeId);
}

export async function deleteParticipantRow(tx: Tx, participantId: string) {
  await tx.delete(participants).where(eq(participants.id, participantId));
}

/** Replaces the participant's control points with these (at most one per kind). */
export async function replaceControlPoints(
  tx: Tx,
  participantId: string,
  points: {
    kind: (typeof participantControlPoints.$inferInsert)['kind'];
    address: string;
    latitude: number | null;
    longitude: number | null;
  }[],
) {
  await tx.delete(participantControlPoints).where(eq(participantControlPoints.participantId, participantId));
  if (points.length > 0) {
    await tx.insert(participantControlPoints).values(points.map((point) => ({ ...point, participantId })));
  }
}

import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { ChallengeGoalType, ChallengeRawTotals, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { challengeParticipants, challenges, greenpointTransactions, participants, trips } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import { unnestColumns, type Column } from './bulk-upsert.ts';

type Executor = Db | Tx;

/** The running challenges a participant has joined (and was not excluded from) whose dates meet a window. */
export async function findJoinedChallengesBetween(tx: Tx, participantId: string, from: Date, to: Date) {
  return tx
    .select({
      id: challenges.id,
      cityId: challenges.cityId,
      startAt: challenges.startAt,
      endAt: challenges.endAt,
      individualGoal: challenges.individualGoal,
      collaborativeGoal: challenges.collaborativeGoal,
    })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .where(
      and(
        eq(challengeParticipants.participantId, participantId),
        isNull(challengeParticipants.excludedAt),
        eq(challenges.status, 'active'),
        lte(challenges.startAt, to),
        gt(challenges.endAt, from),
      ),
    )
    .orderBy(asc(challenges.id));
}

export type ParticipantDelta = ChallengeRawTotals & {
  challengeId: string;
  collaborative: number;
  goalType: ChallengeGoalType;
  target: number;
};

const DELTA_COLUMNS: readonly Column<ParticipantDelta>[] = [
  ['challengeId', 'uuid'],
  ['distanceM', 'bigint'],
  ['durationS', 'bigint'],
  ['calories', 'bigint'],
  ['ghgMg', 'bigint'],
  ['sessions', 'integer'],
  ['greenpoints', 'bigint'],
  ['collaborative', 'float8'],
  ['goalType', 'text'],
  ['target', 'float8'],
];

/** The individual goal's measure of the new totals, in float8 as contracts' `goalMeasure` computes it. */
const NEW_MEASURE = sql.raw(`case d.goal_type
  when 'time' then (cp.duration_s + d.duration_s)::float8 / 60
  when 'distance' then (cp.distance_m + d.distance_m)::float8 / 1000
  when 'calories' then (cp.calories + d.calories)::float8
  when 'sessions' then (cp.sessions + d.sessions)::float8
  when 'ghg' then (cp.ghg_mg + d.ghg_mg)::float8 / 1000000
  else (cp.greenpoints + d.greenpoints)::float8 end`);

/**
 * Adds a batch's figures to a participant's totals in several challenges at once (one statement, whatever the
 * number of running challenges), with the new score and the moment the goal was reached; answers the new rows.
 */
export async function addParticipantTotals(tx: Tx, participantId: string, deltas: ParticipantDelta[], now: Date) {
  if (deltas.length === 0) return [];
  const result = await tx.execute<{
    challengeId: string;
    distanceM: string;
    durationS: string;
    calories: string;
    ghgMg: string;
    sessions: number;
    greenpoints: string;
    collaborativeValue: number;
    reachedAt: Date | string | null;
    rewardCreditedAt: Date | string | null;
    excludedAt: Date | string | null;
  }>(sql`
    update challenge_participants cp set
      distance_m = cp.distance_m + d.distance_m,
      duration_s = cp.duration_s + d.duration_s,
      calories = cp.calories + d.calories,
      ghg_mg = cp.ghg_mg + d.ghg_mg,
      sessions = cp.sessions + d.sessions,
      greenpoints = cp.greenpoints + d.greenpoints,
      collaborative_value = cp.collaborative_value + d.collaborative,
      score = ${NEW_MEASURE},
      reached_at = case when ${NEW_MEASURE} >= d.target then coalesce(cp.reached_at, ${now}::timestamptz) end,
      updated_at = ${now}::timestamptz
    from unnest(${unnestColumns(deltas, DELTA_COLUMNS)})
      as d(challenge_id, distance_m, duration_s, calories, ghg_mg, sessions, greenpoints, collaborative, goal_type, target)
    where cp.challenge_id = d.challenge_id and cp.participant_id = ${participantId}::uuid
    returning cp.challenge_id as "challengeId", cp.distance_m as "distanceM", cp.duration_s as "durationS",
      cp.calories, cp.ghg_mg as "ghgMg", cp.sessions, cp.greenpoints, cp.collaborative_value as "collaborativeValue",
      cp.reached_at as "reachedAt", cp.reward_credited_at as "rewardCreditedAt", cp.excluded_at as "excludedAt"`);
  return result.rows.map((row) => ({
    challengeId: row.challengeId,
    distanceM: Number(row.distanceM),
    durationS: Number(row.durationS),
    calories: Number(row.calories),
    ghgMg: Number(row.ghgMg),
    sessions: Number(row.sessions),
    greenpoints: Number(row.greenpoints),
    collaborativeValue: Number(row.collaborativeValue),
    reached: row.reachedAt !== null,
    rewardCredited: row.rewardCreditedAt !== null,
    excluded: row.excludedAt !== null,
  }));
}

/** Adds to a challenge's collaborative total (locks its row until the transaction ends). */
export async function addCollaborativeValue(tx: Tx, challengeId: string, delta: number) {
  const [row] = await tx
    .update(challenges)
    .set({ collaborativeValue: sql`${challenges.collaborativeValue} + ${delta}` })
    .where(eq(challenges.id, challengeId))
    .returning({ value: challenges.collaborativeValue, reachedAt: challenges.collaborativeReachedAt });
  return row;
}

export async function markCollaborativeReached(tx: Tx, challengeId: string, at: Date) {
  await tx
    .update(challenges)
    .set({ collaborativeReachedAt: at })
    .where(and(eq(challenges.id, challengeId), isNull(challenges.collaborativeReachedAt)));
}

/**
 * Writes a `challenge` ledger entry and the balance, exactly once per participant, challenge and goal (the unique
 * index); answers whether this call credited it.
 */
export async function creditChallengeReward(
  tx: Tx,
  entry: {
    participantId: string;
    cityId: string;
    challengeId: string;
    goal: 'individual' | 'collaborative';
    points: number;
    at: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(greenpointTransactions)
    .values({
      participantId: entry.participantId,
      cityId: entry.cityId,
      transactionType: 'challenge',
      transactionValue: entry.points,
      createdBy: 'challenges',
      challengeId: entry.challengeId,
      challengeGoal: entry.goal,
      createdAt: entry.at,
    })
    .onConflictDoNothing({
      target: [
        greenpointTransactions.participantId,
        greenpointTransactions.challengeId,
        greenpointTransactions.challengeGoal,
      ],
      where: sql`${greenpointTransactions.challengeId} IS NOT NULL`,
    })
    .returning({ id: greenpointTransactions.id });
  if (inserted.length === 0) return false;
  await tx
    .update(participants)
    .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${entry.points}` })
    .where(eq(participants.id, entry.participantId));
  if (entry.goal === 'individual') {
    await tx
      .update(challengeParticipants)
      .set({ rewardCreditedAt: entry.at })
      .where(
        and(
          eq(challengeParticipants.challengeId, entry.challengeId),
          eq(challengeParticipants.participantId, entry.participantId),
        ),
      );
  }
  return true;
}

/**
 * A participant's counted trips (in the statistics: not pending nor rejected) inside a window, summed per
 * activity type: what a challenge's totals are rebuilt from when the participant joins or the challenge changes.
 */
export async function sumTripsByModeBetween(tx: Executor, participantId: string, from: Date, to: Date) {
  const rows = await tx
    .select({
      activityType: trips.activityType,
      distanceM: sql<number>`coalesce(sum(${trips.countedDistanceM}), 0)::float8`,
      durationS: sql<number>`coalesce(sum(${trips.durationS}), 0)::float8`,
      calories: sql<number>`coalesce(sum(${trips.calories}), 0)::float8`,
      ghgMg: sql<number>`coalesce(sum(${trips.ghgMg}), 0)::float8`,
      sessions: sql<number>`count(*)::int`,
      greenpoints: sql<number>`coalesce(sum(${trips.greenpoints}), 0)::float8`,
    })
    .from(trips)
    .where(
      and(
        eq(trips.participantId, participantId),
        sql`${trips.startTime} >= ${from}`,
        sql`${trips.startTime} < ${to}`,
        eq(trips.counted, true),
        sql`(${trips.reviewStatus} IS NULL OR ${trips.reviewStatus} = 'accepted')`,
      ),
    )
    .groupBy(trips.activityType);
  return rows.map((row) => ({
    activityType: row.activityType as TransportMode,
    totals: {
      distanceM: Number(row.distanceM),
      durationS: Number(row.durationS),
      calories: Number(row.calories),
      ghgMg: Number(row.ghgMg),
      sessions: Number(row.sessions),
      greenpoints: Number(row.greenpoints),
    },
  }));
}

/** Replaces a participant's totals in a challenge (after a rebuild from the raw trips). */
export async function replaceParticipantTotals(
  tx: Executor,
  challengeId: string,
  participantId: string,
  values: ChallengeRawTotals & { collaborativeValue: number; score: number; reachedAt: Date | null },
  now: Date,
) {
  await tx
    .update(challengeParticipants)
    .set({ ...values, updatedAt: now })
    .where(
      and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.participantId, participantId)),
    );
}

/** The participants of a challenge (excluded ones aside) whose reward may still be due. */
export async function findUnsettledParticipants(db: Db, challengeId: string) {
  return db
    .select({ participantId: challengeParticipants.participantId })
    .from(challengeParticipants)
    .where(
      and(
        eq(challengeParticipants.challengeId, challengeId),
        isNull(challengeParticipants.excludedAt),
        sql`(${challengeParticipants.rewardCreditedAt} IS NULL OR ${challengeParticipants.collaborativeValue} > 0)`,
      ),
    );
}

/** A participant's row in a challenge, with the challenge's goals (read under the participant's lock). */
export async function findParticipation(tx: Executor, challengeId: string, participantId: string) {
  const [row] = await tx
    .select({
      participation: challengeParticipants,
      cityId: challenges.cityId,
      status: challenges.status,
      individualGoal: challenges.individualGoal,
      collaborativeGoal: challenges.collaborativeGoal,
      collaborativeValue: challenges.collaborativeValue,
      collaborativeReachedAt: challenges.collaborativeReachedAt,
    })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .where(
      and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.participantId, participantId)),
    );
  return row;
}

export async function hasChallengeCredit(
  tx: Executor,
  participantId: string,
  challengeId: string,
  goal: 'individual' | 'collaborative',
) {
  const [row] = await tx
    .select({ id: greenpointTransactions.id })
    .from(greenpointTransactions)
    .where(
      and(
        eq(greenpointTransactions.participantId, participantId),
        eq(greenpointTransactions.challengeId, challengeId),
        eq(greenpointTransactions.challengeGoal, goal),
      ),
    );
  return row !== undefined;
}

/** The challenge as the fold reads it. */
export async function findFoldChallenge(tx: Executor, challengeId: string) {
  const [row] = await tx
    .select({
      id: challenges.id,
      cityId: challenges.cityId,
      status: challenges.status,
      startAt: challenges.startAt,
      endAt: challenges.endAt,
      individualGoal: challenges.individualGoal,
      collaborativeGoal: challenges.collaborativeGoal,
    })
    .from(challenges)
    .where(eq(challenges.id, challengeId));
  return row;
}

export async function listChallengeParticipantIds(db: Executor, challengeId: string) {
  const rows = await db
    .select({ id: challengeParticipants.participantId })
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challengeId), isNull(challengeParticipants.excludedAt)));
  return rows.map((row) => row.id);
}

/** Adds a participant to a challenge; answers false when they already take part. */
export async function insertParticipation(
  tx: Tx,
  values: { challengeId: string; participantId: string; organisationId: string | null; joinedAt: Date },
) {
  const rows = await tx
    .insert(challengeParticipants)
    .values({ ...values, updatedAt: values.joinedAt })
    .onConflictDoNothing()
    .returning({ id: challengeParticipants.participantId });
  return rows.length > 0;
}

/** Removes a participant from a challenge (their credited rewards stay); answers their collaborative value. */
export async function deleteParticipation(tx: Tx, challengeId: string, participantId: string) {
  const [row] = await tx
    .delete(challengeParticipants)
    .where(
      and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.participantId, participantId)),
    )
    .returning({ collaborativeValue: challengeParticipants.collaborativeValue });
  return row;
}

/** Marks participants excluded (off the leaderboard, no further reward); answers their collaborative total. */
export async function excludeParticipations(tx: Tx, challengeId: string, participantIds: readonly string[], at: Date) {
  if (participantIds.length === 0) return 0;
  const where = and(
    eq(challengeParticipants.challengeId, challengeId),
    isNull(challengeParticipants.excludedAt),
    sql`${challengeParticipants.participantId} = any(${sql.param([...participantIds])}::uuid[])`,
  );
  const rows = await tx
    .select({ value: challengeParticipants.collaborativeValue })
    .from(challengeParticipants)
    .where(where)
    .orderBy(asc(challengeParticipants.participantId))
    .for('update');
  await tx.update(challengeParticipants).set({ excludedAt: at, collaborativeValue: 0 }).where(where);
  return rows.reduce((sum, row) => sum + row.value, 0);
}

/** Takes a value out of a challenge's collaborative total (a participant left or was excluded). */
export async function subtractCollaborativeValue(tx: Tx, challengeId: string, value: number) {
  if (value === 0) return;
  await tx
    .update(challenges)
    .set({ collaborativeValue: sql`greatest(${challenges.collaborativeValue} - ${value}, 0)` })
    .where(eq(challenges.id, challengeId));
}

import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { challengeParticipants, organisations, participants } from '../db/schema/index.ts';

const cp = challengeParticipants;
/**
 * Whose rows a viewer reads: every participant, or those of one organisation (an organisation looking at a
 * city-wide challenge sees its own people, not another employer's).
 */
export type LeaderboardScope = { organisationId: string | null };
const EVERYONE: LeaderboardScope = { organisationId: null };

const active = (challengeId: string, scope: LeaderboardScope = EVERYONE) =>
  and(
    eq(cp.challengeId, challengeId),
    isNull(cp.excludedAt),
    scope.organisationId === null ? undefined : eq(cp.organisationId, scope.organisationId),
  );

/** The leaderboard's order: the whole key of `challenge_participants_leaderboard_idx`. */
const LEADERBOARD_ORDER = [desc(cp.score), asc(cp.reachedAt), asc(cp.joinedAt), asc(cp.participantId)];

/**
 * One page of a challenge's leaderboard, read from its rollup (`challenge_participants`) on its leaderboard
 * index: by score, then who reached the goal first, then who joined first. The rank is the competition rank
 * (equal scores share it): the page's first row counts the scores above it, the others follow from the order.
 * A deferred join: the page's participants are found on the index alone (its entries hold the whole order, so a
 * deep page skips entries instead of sorting the challenge's joined rows: 14.7 → 0.8 ms for page 250 of 500),
 * then only they are read with their names.
 */
export async function getChallengeLeaderboardPage(
  db: Db,
  challengeId: string,
  page: { page: number; pageSize: number },
  scope: LeaderboardScope = EVERYONE,
) {
  const offset = (page.page - 1) * page.pageSize;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        participantId: cp.participantId,
        username: participants.username,
        usualTransportMode: participants.usualTransportMode,
        organisationId: cp.organisationId,
        organisationName: organisations.name,
        distanceM: cp.distanceM,
        durationS: cp.durationS,
        calories: cp.calories,
        ghgMg: cp.ghgMg,
        sessions: cp.sessions,
        greenpoints: cp.greenpoints,
        score: cp.score,
        reachedAt: cp.reachedAt,
      })
      .from(cp)
      .innerJoin(participants, eq(participants.id, cp.participantId))
      .leftJoin(organisations, eq(organisations.id, cp.organisationId))
      .where(
        and(
          eq(cp.challengeId, challengeId),
          inArray(
            cp.participantId,
            db
              .select({ participantId: cp.participantId })
              .from(cp)
              .where(active(challengeId, scope))
              .orderBy(...LEADERBOARD_ORDER)
              .limit(page.pageSize)
              .offset(offset),
          ),
        ),
      )
      .orderBy(...LEADERBOARD_ORDER),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(cp)
      .where(active(challengeId, scope)),
  ]);
  const first = rows[0];
  const above = first ? await countScoresAbove(db, challengeId, first.score, scope) : 0;
  let rank = above + 1;
  const ranked = rows.map((row, index) => {
    if (index > 0 && row.score !== rows[index - 1]!.score) rank = offset + index + 1;
    return { ...row, rank };
  });
  return { rows: ranked, total: total?.value ?? 0 };
}

async function countScoresAbove(db: Db, challengeId: string, score: number, scope: LeaderboardScope = EVERYONE) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(cp)
    .where(and(active(challengeId, scope), gt(cp.score, score)));
  return Number(row?.value ?? 0);
}

/** A participant's rank in a challenge (null when not taking part or excluded). */
export async function getParticipantRank(db: Db, challengeId: string, participantId: string) {
  const [row] = await db
    .select({ score: cp.score })
    .from(cp)
    .where(and(active(challengeId), eq(cp.participantId, participantId)));
  return row ? (await countScoresAbove(db, challengeId, row.score)) + 1 : null;
}

/** A challenge's totals over its participants (excluded ones aside; of the scope's organisation), in stored units. */
export async function getChallengeTotals(db: Db, challengeId: string, scope: LeaderboardScope = EVERYONE) {
  const [row] = await db
    .select({
      participants: sql<number>`count(*)::int`,
      reached: sql<number>`count(${cp.reachedAt})::int`,
      distanceM: sql<number>`coalesce(sum(${cp.distanceM}), 0)::float8`,
      durationS: sql<number>`coalesce(sum(${cp.durationS}), 0)::float8`,
      calories: sql<number>`coalesce(sum(${cp.calories}), 0)::float8`,
      ghgMg: sql<number>`coalesce(sum(${cp.ghgMg}), 0)::float8`,
      sessions: sql<number>`coalesce(sum(${cp.sessions}), 0)::float8`,
      greenpoints: sql<number>`coalesce(sum(${cp.greenpoints}), 0)::float8`,
    })
    .from(cp)
    .where(active(challengeId, scope));
  return {
    participants: Number(row?.participants ?? 0),
    reached: Number(row?.reached ?? 0),
    totals: {
      distanceM: Number(row?.distanceM ?? 0),
      durationS: Number(row?.durationS ?? 0),
      calories: Number(row?.calories ?? 0),
      ghgMg: Number(row?.ghgMg ?? 0),
      sessions: Number(row?.sessions ?? 0),
      greenpoints: Number(row?.greenpoints ?? 0),
    },
  };
}

/** A challenge's figures per organisation of its participants (the organisations' ranking). */
export async function getChallengeOrganisationTotals(db: Db, challengeId: string) {
  const rows = await db
    .select({
      organisationId: cp.organisationId,
      name: organisations.name,
      employeesCount: organisations.employeesCount,
      participants: sql<number>`count(*)::int`,
      score: sql<number>`coalesce(sum(${cp.score}), 0)::float8`,
      distanceM: sql<number>`coalesce(sum(${cp.distanceM}), 0)::float8`,
      ghgMg: sql<number>`coalesce(sum(${cp.ghgMg}), 0)::float8`,
    })
    .from(cp)
    .innerJoin(organisations, eq(organisations.id, cp.organisationId))
    .where(active(challengeId))
    .groupBy(cp.organisationId, organisations.name, organisations.employeesCount)
    .orderBy(asc(organisations.name));
  return rows.map((row) => ({
    organisationId: row.organisationId!,
    name: row.name,
    employeesCount: row.employeesCount,
    participants: Number(row.participants),
    score: Number(row.score),
    distanceM: Number(row.distanceM),
    ghgMg: Number(row.ghgMg),
  }));
}

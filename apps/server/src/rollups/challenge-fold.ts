import {
  addTripToTotals,
  EMPTY_RAW_TOTALS,
  goalMeasure,
  isGoalReached,
  rewardDue,
  tripCountsForGoal,
  type ChallengeRawTotals,
  type TransportMode,
} from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { lockParticipant } from '../db/participant-lock.ts';
import type { NewTrip, StoredGoal } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import { awardBadges, awardGoalBadges } from './badge-awards.ts';
import { inStatistics } from './in-statistics.ts';
import {
  addCollaborativeValue,
  addParticipantTotals,
  creditChallengeReward,
  deleteParticipation,
  excludeParticipations,
  findFoldChallenge,
  findJoinedChallengesBetween,
  insertParticipation,
  listChallengeParticipantIds,
  subtractCollaborativeValue,
  findParticipation,
  findUnsettledParticipants,
  markCollaborativeReached,
  replaceParticipantTotals,
  sumTripsByModeBetween,
} from './challenge-rollups.repository.ts';

/**
 * Challenge progress, kept at trip ingestion in the trip's transaction (under the participant's lock): each
 * joined running challenge adds the trips that count for it (counted, in the statistics, of its goal's activity
 * types, starting inside its dates) to the participant's totals; reaching the individual goal credits its reward
 * once (a `challenge` ledger entry, unique per participant, challenge and goal). The collaborative goal's total is
 * kept on the challenge's row; when it is reached, the other contributors are credited after the commit
 * (`settleChallengeRewards`), each under their own lock, so that no transaction ever waits for another
 * participant's lock while holding a challenge's.
 */

type FoldTrip = Pick<
  NewTrip,
  | 'activityType'
  | 'startTime'
  | 'counted'
  | 'reviewStatus'
  | 'countedDistanceM'
  | 'durationS'
  | 'calories'
  | 'ghgMg'
  | 'greenpoints'
>;

type FoldChallenge = {
  id: string;
  cityId: string;
  startAt: Date;
  endAt: Date;
  individualGoal: StoredGoal;
  collaborativeGoal: StoredGoal | null;
};

function totalsFor(trips: FoldTrip[], challenge: FoldChallenge, goal: StoredGoal): ChallengeRawTotals {
  return trips
    .filter((trip) =>
      tripCountsForGoal(
        { counted: trip.counted, activityType: trip.activityType as TransportMode, startTime: trip.startTime },
        challenge,
        goal,
      ),
    )
    .reduce(
      (totals, trip) =>
        addTripToTotals(totals, {
          countedDistanceM: trip.countedDistanceM ?? 0,
          durationS: trip.durationS,
          calories: trip.calories ?? 0,
          ghgMg: trip.ghgMg ?? 0,
          greenpoints: trip.greenpoints ?? 0,
        }),
      EMPTY_RAW_TOTALS,
    );
}

/** Folds a participant's newly counted trips into their challenges; answers the challenges to settle after commit. */
export async function foldTripsIntoChallenges(
  tx: Tx,
  participantId: string,
  trips: FoldTrip[],
  now = new Date(),
): Promise<string[]> {
  const counting = trips.filter((trip) => trip.counted && inStatistics(trip));
  if (counting.length === 0) return [];
  const starts = counting.map((trip) => trip.startTime.getTime());
  const joined = await findJoinedChallengesBetween(
    tx,
    participantId,
    new Date(Math.min(...starts)),
    new Date(Math.max(...starts)),
  );
  const items = joined
    .map((challenge) => ({
      challenge,
      individual: totalsFor(counting, challenge, challenge.individualGoal),
      collaborative: challenge.collaborativeGoal
        ? goalMeasure(challenge.collaborativeGoal.type, totalsFor(counting, challenge, challenge.collaborativeGoal))
        : 0,
    }))
    .filter((item) => item.individual.sessions > 0 || item.collaborative !== 0);
  return applyDeltas(tx, participantId, items, now);
}

type DeltaItem = {
  challenge: Pick<FoldChallenge, 'id' | 'cityId' | 'individualGoal' | 'collaborativeGoal'>;
  individual: ChallengeRawTotals;
  collaborative: number;
};

/**
 * Adds figures to a participant's totals in their challenges (one statement), credits the individual rewards that
 * became due, adds to the collaborative totals (each challenge's row locked in id order); answers the challenges
 * whose collaborative goal was just reached.
 */
export async function applyDeltas(tx: Tx, participantId: string, items: DeltaItem[], now: Date): Promise<string[]> {
  if (items.length === 0) return [];
  const byId = new Map(items.map((item) => [item.challenge.id, item]));
  const rows = await addParticipantTotals(
    tx,
    participantId,
    items.map(({ challenge, individual, collaborative }) => ({
      challengeId: challenge.id,
      ...individual,
      collaborative,
      goalType: challenge.individualGoal.type,
      target: challenge.individualGoal.value,
    })),
    now,
  );
  const toSettle: string[] = [];
  const badges = new GoalBadges(participantId);
  for (const row of rows.sort((a, b) => a.challengeId.localeCompare(b.challengeId))) {
    const { challenge, collaborative } = byId.get(row.challengeId)!;
    const credit = { participantId, cityId: challenge.cityId, challengeId: challenge.id, at: now };
    const due = rewardDue(challenge.individualGoal, row, {
      alreadyCredited: row.rewardCredited,
      excluded: row.excluded,
    });
    if (due > 0) await creditChallengeReward(tx, { ...credit, goal: 'individual', points: due });
    if (row.reached && !row.excluded) badges.add(challenge.cityId, challenge.individualGoal);
    const team = challenge.collaborativeGoal;
    if (!team || collaborative === 0) continue;
    const total = await addCollaborativeValue(tx, challenge.id, collaborative);
    if (!total || total.value < team.value) continue;
    if (!row.excluded && row.collaborativeValue > 0) {
      if (team.reward > 0) await creditChallengeReward(tx, { ...credit, goal: 'collaborative', points: team.reward });
      badges.add(challenge.cityId, team);
    }
    if (total.reachedAt) continue;
    await markCollaborativeReached(tx, challenge.id, now);
    toSettle.push(challenge.id);
  }
  await badges.award(tx, now);
  return toSettle;
}

/**
 * The badges named by the goals a participant has reached (a goal's `badgeId`), given in one statement per city
 * once the goals are credited: once each, whatever the number of re-folds (`awardGoalBadges`).
 */
class GoalBadges {
  private readonly byCity = new Map<string, string[]>();
  constructor(private readonly participantId: string) {}

  add(cityId: string, goal: Pick<StoredGoal, 'badgeId'>) {
    if (!goal.badgeId) return;
    this.byCity.set(cityId, [...(this.byCity.get(cityId) ?? []), goal.badgeId]);
  }

  async award(tx: Tx, at: Date) {
    for (const [cityId, badgeIds] of this.byCity) {
      await awardGoalBadges(tx, { participantId: this.participantId, cityId }, badgeIds, at);
    }
  }
}

/**
 * Rebuilds a participant's totals in a challenge from their raw trips (on joining, or after the challenge's dates
 * or goals changed), under their lock, and credits what became due.
 */
export async function rebuildParticipation(
  tx: Tx,
  challenge: FoldChallenge,
  participantId: string,
  now = new Date(),
): Promise<boolean> {
  const byMode = await sumTripsByModeBetween(tx, participantId, challenge.startAt, challenge.endAt);
  const sum = (goal: StoredGoal) =>
    byMode
      .filter((row) => goal.activityTypes.includes(row.activityType))
      .reduce(
        (totals, row) => ({
          distanceM: totals.distanceM + row.totals.distanceM,
          durationS: totals.durationS + row.totals.durationS,
          calories: totals.calories + row.totals.calories,
          ghgMg: totals.ghgMg + row.totals.ghgMg,
          sessions: totals.sessions + row.totals.sessions,
          greenpoints: totals.greenpoints + row.totals.greenpoints,
        }),
        EMPTY_RAW_TOTALS,
      );
  const current = await findParticipation(tx, challenge.id, participantId);
  if (!current) return false;
  const previous = current.participation;
  const individual = sum(challenge.individualGoal);
  const collaborative = challenge.collaborativeGoal
    ? goalMeasure(challenge.collaborativeGoal.type, sum(challenge.collaborativeGoal))
    : 0;
  // Reset to zero, then add: one path credits, whether the figures come from a batch or from a rebuild.
  await replaceParticipantTotals(
    tx,
    challenge.id,
    participantId,
    {
      ...EMPTY_RAW_TOTALS,
      collaborativeValue: 0,
      score: 0,
      reachedAt: previous.reachedAt,
    },
    now,
  );
  // The challenge's total is the sum of its participants' values: take this one's old value out before adding.
  if (previous.collaborativeValue !== 0 && challenge.collaborativeGoal) {
    await addCollaborativeValue(tx, challenge.id, -previous.collaborativeValue);
  }
  const toSettle = await applyDeltas(tx, participantId, [{ challenge, individual, collaborative }], now);
  // Joining with trips already made may win the challenge at once: the `challenge_won` badges follow.
  if (isGoalReached(challenge.individualGoal, individual)) {
    await awardBadges(tx, { participantId, cityId: challenge.cityId }, now);
  }
  return toSettle.length > 0;
}

/**
 * After a trip of the participant changed (an admin's correction), rebuilds their progress in every challenge they
 * joined whose dates hold the trip's start; answers the challenges whose collaborative goal was just reached.
 */
export async function refoldChallengesAt(tx: Tx, participantId: string, at: Date, now = new Date()) {
  const reached: string[] = [];
  for (const challenge of await findJoinedChallengesBetween(tx, participantId, at, at)) {
    if (await rebuildParticipation(tx, challenge, participantId, now)) reached.push(challenge.id);
  }
  return reached;
}

/**
 * Credits, each under the participant's own lock, the rewards of a challenge that are due and not yet credited:
 * the collaborative goal's contributors once it is reached, and individual goals reached after a rebuild.
 */
export async function settleChallengeRewards(db: Db, challengeId: string, now = new Date()) {
  for (const { participantId } of await findUnsettledParticipants(db, challengeId)) {
    await db.transaction(async (tx) => {
      await lockParticipant(tx, participantId);
      const row = await findParticipation(tx, challengeId, participantId);
      if (!row || row.status !== 'active' || row.participation.excludedAt) return;
      const { participation, individualGoal, collaborativeGoal } = row;
      const credit = { participantId, cityId: row.cityId, challengeId, at: now };
      const due = rewardDue(individualGoal, participation, {
        alreadyCredited: participation.rewardCreditedAt !== null,
        excluded: false,
      });
      if (due > 0) await creditChallengeReward(tx, { ...credit, goal: 'individual', points: due });
      const badges = new GoalBadges(participantId);
      if (participation.reachedAt) badges.add(row.cityId, individualGoal);
      if (
        collaborativeGoal &&
        participation.collaborativeValue > 0 &&
        row.collaborativeValue >= collaborativeGoal.value
      ) {
        if (collaborativeGoal.reward > 0) {
          await creditChallengeReward(tx, { ...credit, goal: 'collaborative', points: collaborativeGoal.reward });
        }
        badges.add(row.cityId, collaborativeGoal);
      }
      await badges.award(tx, now);
    });
  }
}

export async function settleChallenges(db: Db, challengeIds: readonly string[], now = new Date()) {
  for (const id of new Set(challengeIds)) await settleChallengeRewards(db, id, now);
}

/**
 * Rebuilds every participant's progress in a challenge after its dates or goals changed, each under their own
 * lock (as their trips are folded), then credits what became due.
 */
export async function rebuildChallengeProgress(db: Db, challengeId: string, now = new Date()) {
  for (const participantId of await listChallengeParticipantIds(db, challengeId)) {
    await db.transaction(async (tx) => {
      await lockParticipant(tx, participantId);
      const challenge = await findFoldChallenge(tx, challengeId);
      if (challenge) await rebuildParticipation(tx, challenge, participantId, now);
    });
  }
  await settleChallengeRewards(db, challengeId, now);
}

/**
 * A participant joins a challenge (under their lock, taken by the caller): their trips already inside its dates
 * count. Answers false when they already took part; true and whether to settle the challenge otherwise.
 */
export async function joinParticipation(
  tx: Tx,
  challengeId: string,
  participant: { id: string; organisationId: string | null },
  now = new Date(),
) {
  const challenge = await findFoldChallenge(tx, challengeId);
  if (!challenge) return { joined: false, settle: false };
  const joined = await insertParticipation(tx, {
    challengeId,
    participantId: participant.id,
    organisationId: participant.organisationId,
    joinedAt: now,
  });
  if (!joined) return { joined: false, settle: false };
  return { joined: true, settle: await rebuildParticipation(tx, challenge, participant.id, now) };
}

/** A participant leaves a challenge (under their lock): off the leaderboard; credited rewards stay theirs. */
export async function leaveParticipation(tx: Tx, challengeId: string, participantId: string) {
  const row = await deleteParticipation(tx, challengeId, participantId);
  if (!row) return false;
  await subtractCollaborativeValue(tx, challengeId, row.collaborativeValue);
  return true;
}

/** Excludes participants from a challenge: off the leaderboard, their contribution out of the group's total. */
export async function excludeFromChallenge(
  tx: Tx,
  challengeId: string,
  participantIds: readonly string[],
  now = new Date(),
) {
  const removed = await excludeParticipations(tx, challengeId, [...participantIds].sort(), now);
  await subtractCollaborativeValue(tx, challengeId, removed);
}

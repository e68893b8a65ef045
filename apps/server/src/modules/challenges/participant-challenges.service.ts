import {
  canJoinAnotherChallenge,
  challengeDisplayState,
  goalProgress,
  isChallengeJoinable,
  isChallengeOpenTo,
  localDayOf,
  totalsInUnits,
  type ParticipantChallenge,
  type PeriodicLimit,
} from '@mobiverte/contracts';
import type { Actor, ParticipantActor } from '../../auth/actor.ts';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { joinParticipation, leaveParticipation, settleChallenges } from '../../rollups/challenge-fold.ts';
import { getParticipantRank } from '../../stats-queries/challenge-leaderboard.ts';
import { periodBounds } from '../trips/local-time.ts';
import { lockParticipantContext } from '../trips/trips.repository.ts';
import { imageFieldsOf } from '../products/images.service.ts';
import { collaborativeProgressOf, toGoal } from './challenge-views.ts';
import { countJoinsBetween, findParticipantCandidates } from './participant-challenges.repository.ts';

type Candidate = Awaited<ReturnType<typeof findParticipantCandidates>>[number];

const who = (actor: ParticipantActor) => ({
  id: actor.participantId,
  cityId: actor.cityId,
  organisationId: actor.organisationId,
  branchId: actor.branchId,
});

/** Open to the participant (the audience rules), or joined and not excluded since. */
function isVisible(candidate: Candidate, actor: ParticipantActor) {
  const { challenge, participation } = candidate;
  if (participation) return participation.excludedAt === null;
  return isChallengeOpenTo(
    {
      cityId: challenge.cityId,
      status: challenge.status,
      organisationId: challenge.organisationId,
      branchId: challenge.branchId,
      includeUsers: challenge.includeUsers,
      excludeUsers: challenge.excludeUsers,
      recipients: candidate.recipients,
    },
    who(actor),
  );
}

async function describe(db: Db, candidate: Candidate, now: Date): Promise<ParticipantChallenge> {
  const { challenge, participation } = candidate;
  const goal = challenge.individualGoal;
  let progress: ParticipantChallenge['progress'] = null;
  if (participation) {
    const totals = {
      distanceM: Number(participation.distanceM),
      durationS: Number(participation.durationS),
      calories: Number(participation.calories),
      ghgMg: Number(participation.ghgMg),
      sessions: participation.sessions,
      greenpoints: Number(participation.greenpoints),
    };
    progress = {
      joinedAt: participation.joinedAt.toISOString(),
      individual: goalProgress(goal, totals),
      rank: await getParticipantRank(db, challenge.id, participation.participantId),
      rewardCredited: participation.rewardCreditedAt !== null,
      totals: totalsInUnits(totals),
    };
  }
  return {
    id: challenge.id,
    name: challenge.name,
    description: challenge.description,
    excerpt: challenge.excerpt,
    ...imageFieldsOf(challenge.imageId, challenge.imageUrl),
    startAt: challenge.startAt.toISOString(),
    endAt: challenge.endAt.toISOString(),
    displayState: challengeDisplayState(challenge, now),
    organisationName: candidate.organisationName,
    individualGoal: toGoal(goal),
    collaborativeGoal: challenge.collaborativeGoal ? toGoal(challenge.collaborativeGoal) : null,
    collaborativeProgress: collaborativeProgressOf(challenge),
    participantsCount: Number(candidate.participantsCount),
    joined: participation !== null,
    progress,
  };
}

/** `GET /api/app/v2/challenges`: the challenges open to the participant, and those they take part in. */
export async function listParticipantChallenges(db: Db, actor: Actor, now = new Date()) {
  const participant = requireParticipantActor(actor);
  const candidates = await findParticipantCandidates(db, who(participant), now);
  const visible = candidates.filter((candidate) => isVisible(candidate, participant));
  return Promise.all(visible.map((candidate) => describe(db, candidate, now)));
}

async function findVisible(db: Db, participant: ParticipantActor, challengeId: string, now: Date) {
  const [candidate] = await findParticipantCandidates(db, who(participant), now, challengeId);
  if (!candidate || !isVisible(candidate, participant)) throw notFound();
  return candidate;
}

/** `GET /api/app/v2/challenges/{id}`: the challenge, the participant's progress and rank. */
export async function getParticipantChallenge(db: Db, actor: Actor, challengeId: string, now = new Date()) {
  const participant = requireParticipantActor(actor);
  return describe(db, await findVisible(db, participant, challengeId, now), now);
}

type ChallengeLimit = { limit: PeriodicLimit; owner: 'organisation' | 'city' };

/** The organisation's `challengePerUser` and the city's `maxChallengesPerUser`, those that are set. */
function challengeLimitsOf({ limits, settings }: NonNullable<Awaited<ReturnType<typeof lockParticipantContext>>>) {
  const found: ChallengeLimit[] = [];
  if (limits.challengePerUser) found.push({ limit: limits.challengePerUser, owner: 'organisation' });
  if (settings?.maxChallengesPerUser != null && settings.maxChallengesPerUserPeriod) {
    found.push({
      limit: { value: settings.maxChallengesPerUser, period: settings.maxChallengesPerUserPeriod },
      owner: 'city',
    });
  }
  return found;
}

/**
 * Joins a challenge open to the participant, until it ends, within their organisation's `challengePerUser`
 * and their city's `maxChallengesPerUser`
 * limit (joins in the limit's current period, in the city's time zone); their trips already inside its dates
 * count. Joining twice answers the same.
 */
export async function joinChallenge(db: Db, actor: Actor, challengeId: string, now = new Date()) {
  const participant = requireParticipantActor(actor);
  const settle = await db.transaction(async (tx) => {
    const context = await lockParticipantContext(tx, participant.participantId);
    if (!context) throw notFound();
    const [candidate] = await findParticipantCandidates(tx, who(participant), now, challengeId);
    if (!candidate || !isVisible(candidate, participant)) throw notFound();
    if (candidate.participation) return false;
    if (!isChallengeJoinable(challengeDisplayState(candidate.challenge, now))) {
      throw badRequest('challenge_ended', 'This challenge has ended', [
        { path: 'challengeId', message: 'This challenge has ended' },
      ]);
    }
    for (const { limit, owner } of challengeLimitsOf(context)) {
      const [from, to] = periodBounds(localDayOf(now, context.timezone), limit.period);
      const joined = await countJoinsBetween(tx, participant.participantId, context.timezone, from, to);
      if (!canJoinAnotherChallenge(limit, joined)) {
        throw conflict(
          'challenge_limit_reached',
          `Your ${owner} allows ${limit.value} challenge(s) per ${limit.period}`,
        );
      }
    }
    const result = await joinParticipation(tx, challengeId, context.participant, now);
    return result.settle;
  });
  if (settle) await settleChallenges(db, [challengeId], now);
  return getParticipantChallenge(db, actor, challengeId, now);
}

/** Leaves a challenge before it ends: off its leaderboard; rewards already credited stay. */
export async function leaveChallenge(db: Db, actor: Actor, challengeId: string, now = new Date()) {
  const participant = requireParticipantActor(actor);
  await db.transaction(async (tx) => {
    const context = await lockParticipantContext(tx, participant.participantId);
    if (!context) throw notFound();
    const [candidate] = await findParticipantCandidates(tx, who(participant), now, challengeId);
    if (!candidate || !isVisible(candidate, participant)) throw notFound();
    if (!candidate.participation) throw conflict('challenge_not_joined', 'You are not taking part in this challenge');
    if (challengeDisplayState(candidate.challenge, now) === 'ended') {
      throw badRequest('challenge_ended', 'This challenge has ended', [
        { path: 'challengeId', message: 'This challenge has ended' },
      ]);
    }
    await leaveParticipation(tx, challengeId, participant.participantId);
  });
  return getParticipantChallenge(db, actor, challengeId, now);
}

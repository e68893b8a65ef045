import {
  can,
  CHALLENGE_GOAL_UNITS,
  goalProgress,
  type ChallengeGoal,
  type ChallengeGoalInput,
  type ChallengeRawTotals,
  type ChallengeRow,
  type GoalProgress,
} from '@mobiverte/contracts';
import type { DashboardActor } from '../../auth/actor.ts';
import type { StoredGoal } from '../../db/schema/index.ts';
import { imageFieldsOf } from '../products/images.service.ts';
import type { ChallengeListRow, ChallengeRecord, ChallengeViewer } from './challenges.repository.ts';

/** How the API shows a stored challenge: goals with their units, rows with their progress. */

export const toGoal = (goal: StoredGoal): ChallengeGoal => ({
  type: goal.type,
  value: goal.value,
  unit: CHALLENGE_GOAL_UNITS[goal.type],
  activityTypes: [...goal.activityTypes],
  reward: goal.reward,
  badgeId: goal.badgeId ?? null,
});

export const toStoredGoal = (goal: ChallengeGoalInput): StoredGoal => ({
  type: goal.type,
  value: goal.value,
  activityTypes: [...goal.activityTypes],
  reward: goal.reward,
  badgeId: goal.badgeId ?? null,
});

export function viewerOf(actor: DashboardActor): ChallengeViewer {
  return { cityId: actor.cityId, organisationId: actor.role === 'city' ? null : actor.organisationId };
}

/** The owner's view: an organisation its own challenges, a city its city-wide ones. */
export function isOwner(viewer: ChallengeViewer, challenge: Pick<ChallengeRecord, 'cityId' | 'organisationId'>) {
  return challenge.cityId === viewer.cityId && challenge.organisationId === viewer.organisationId;
}

/**
 * Whose figures a viewer reads on a challenge's leaderboard and stats: an organisation looking at a city-wide
 * challenge sees its own participants only (the people of another employer are not its to see; the city sees
 * everyone, and a participant's own rank in the app stays their rank among everyone); the owner of a challenge,
 * and the organisations it was sent to, see everyone taking part, since they compete with each other.
 */
export function leaderboardScopeOf(
  actor: DashboardActor,
  challenge: Pick<ChallengeRecord, 'organisationId'>,
): { organisationId: string | null } {
  const viewer = viewerOf(actor);
  return {
    organisationId: viewer.organisationId !== null && challenge.organisationId === null ? viewer.organisationId : null,
  };
}

/** The collaborative goal's progress, from the challenge's total (kept in the goal's unit). */
export function collaborativeProgressOf(challenge: ChallengeRecord): GoalProgress | null {
  const goal = challenge.collaborativeGoal;
  if (!goal) return null;
  const value = challenge.collaborativeValue;
  const ratio = goal.value > 0 ? Math.min(1, value / goal.value) : 0;
  return {
    value: Math.round(value * 100) / 100,
    target: goal.value,
    ratio: Math.round(ratio * 10_000) / 10_000,
    reached: value >= goal.value,
  };
}

export const individualProgressOf = (goal: StoredGoal, totals: ChallengeRawTotals) => goalProgress(goal, totals);

export function toChallengeRow(row: ChallengeListRow, actor: DashboardActor): ChallengeRow {
  const { challenge } = row;
  const viewer = viewerOf(actor);
  const collaborative = collaborativeProgressOf(challenge);
  const participantsCount = Number(row.participantsCount);
  const reachedCount = Number(row.reachedCount);
  const received =
    row.receivedState && challenge.organisationId !== viewer.organisationId
      ? {
          state: row.receivedState,
          sentByOrganisationId: challenge.organisationId,
          sentByOrganisationName: row.organisationName,
        }
      : null;
  return {
    id: challenge.id,
    cityId: challenge.cityId,
    organisationId: challenge.organisationId,
    organisationName: row.organisationName,
    name: challenge.name,
    excerpt: challenge.excerpt,
    ...imageFieldsOf(challenge.imageId, challenge.imageUrl),
    startAt: challenge.startAt.toISOString(),
    endAt: challenge.endAt.toISOString(),
    status: challenge.status,
    displayState: row.displayState,
    individualGoal: toGoal(challenge.individualGoal),
    collaborativeGoal: challenge.collaborativeGoal ? toGoal(challenge.collaborativeGoal) : null,
    participantsCount,
    reachedCount,
    progress: collaborative
      ? collaborative.ratio
      : participantsCount > 0
        ? Math.round((reachedCount / participantsCount) * 10_000) / 10_000
        : 0,
    received,
    editable:
      isOwner(viewer, challenge) &&
      (row.displayState === 'draft' || row.displayState === 'upcoming' || row.displayState === 'active') &&
      can(actor, 'challenges.write', { cityId: challenge.cityId, organisationId: challenge.organisationId }),
  };
}

import { describe, expect, it } from 'vitest';
import {
  addTripToTotals,
  canAnswerReceivedChallenge,
  canJoinAnotherChallenge,
  canSendAnotherChallenge,
  CHALLENGE_ACTIVITY_TYPES,
  challengeDisplayState,
  challengeInput,
  challengeInputFieldErrors,
  challengeParticipantOptionsQuery,
  challengeUpdateFieldErrors,
  challengeUsersError,
  deletionOutcome,
  EMPTY_RAW_TOTALS,
  excludeUsersInput,
  goalMeasure,
  goalProgress,
  isChallengeJoinable,
  isChallengeOpenTo,
  isGoalReached,
  perEmployee,
  rankScores,
  rewardDue,
  totalsInUnits,
  tripCountsForGoal,
  type ChallengeAudience,
  type ChallengeRawTotals,
} from './challenges.ts';
import { can, dashboardPolicyActor } from './permissions.ts';

const goal = { type: 'distance' as const, value: 10, activityTypes: ['bike', 'walk'], reward: 50 };
const valid = {
  name: 'Au boulot à vélo',
  description: 'Dix kilomètres à vélo ou à pied.',
  startAt: '2026-12-01T08:00:00+01:00',
  endAt: '2026-12-31T23:59:00+01:00',
  status: 'active' as const,
  individualGoal: goal,
};
const pathsOf = (body: unknown) => {
  const result = challengeInput.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('challenge input', () => {
  it('accepts a complete challenge and defaults the flags', () => {
    const parsed = challengeInput.parse(valid);
    expect(parsed.notify).toBe(false);
    expect(parsed.shared).toBe(false);
    expect(parsed.individualGoal.activityTypes).toEqual(['bike', 'walk']);
  });

  it('names the field of every refusal', () => {
    expect(pathsOf({ ...valid, name: '  ' })).toEqual(['name']);
    expect(pathsOf({ ...valid, endAt: valid.startAt })).toEqual(['endAt']);
    expect(pathsOf({ ...valid, endAt: '2026-11-30T08:00:00+01:00' })).toEqual(['endAt']);
    expect(pathsOf({ ...valid, individualGoal: { ...goal, value: 0 } })).toEqual(['individualGoal.value']);
    expect(pathsOf({ ...valid, individualGoal: { ...goal, value: -1 } })).toEqual(['individualGoal.value']);
    expect(pathsOf({ ...valid, individualGoal: { ...goal, activityTypes: ['teleport'] } })).toEqual([
      'individualGoal.activityTypes.0',
    ]);
    expect(pathsOf({ ...valid, individualGoal: { ...goal, activityTypes: ['car'] } })).toEqual([
      'individualGoal.activityTypes.0',
    ]);
    expect(pathsOf({ ...valid, individualGoal: { ...goal, activityTypes: [] } })).toEqual([
      'individualGoal.activityTypes',
    ]);
    expect(pathsOf({ ...valid, collaborativeGoal: { ...goal, type: 'speed' } })).toEqual(['collaborativeGoal.type']);
    expect(pathsOf({ ...valid, status: 'cancelled' })).toEqual(['status']);
    expect(pathsOf({ ...valid, imageUrl: 'javascript:alert(1)' })).toEqual(['imageUrl']);
    expect(pathsOf({ ...valid, name: 'a\u0000b' })).toEqual(['name']);
    expect(pathsOf({ ...valid, sentTo: ['not-a-uuid'] })).toEqual(['sentTo.0']);
  });

  it('accepts the smallest positive value and refuses a challenge over a year long', () => {
    expect(pathsOf({ ...valid, individualGoal: { ...goal, value: 0.01 } })).toEqual([]);
    expect(pathsOf({ ...valid, endAt: '2027-12-02T09:00:00+01:00' })).toEqual(['endAt']);
    expect(pathsOf({ ...valid, endAt: '2027-12-01T08:00:00+01:00' })).toEqual([]);
  });

  it('wants users to exclude', () => {
    expect(excludeUsersInput.safeParse({ excludeUsers: [] }).success).toBe(false);
    expect(excludeUsersInput.safeParse({}).success).toBe(false);
  });
});

describe('targeted and excluded participants', () => {
  const p1 = '11111111-1111-4111-8111-111111111111';
  const p2 = '22222222-2222-4222-8222-222222222222';

  it('refuses a participant both targeted and excluded, under excludeUsers', () => {
    expect(challengeUsersError([p1], [p1, p2])).toBe('user_included_and_excluded');
    expect(challengeUsersError([p1], [p2])).toBeNull();
    expect(challengeUsersError([], [p1])).toBeNull();
    expect(challengeUsersError(undefined, null)).toBeNull();
    expect(pathsOf({ ...valid, includeUsers: [p1], excludeUsers: [p1] })).toEqual(['excludeUsers']);
    expect(pathsOf({ ...valid, includeUsers: [p1], excludeUsers: [p2] })).toEqual([]);
    expect(challengeInputFieldErrors({ ...valid, includeUsers: [p2, p1], excludeUsers: [p1] })).toEqual({
      excludeUsers: 'user_included_and_excluded',
    });
  });

  it('reads the ids of the participant options as a comma list of at most 200 uuids', () => {
    expect(challengeParticipantOptionsQuery.parse({ ids: `${p1}, ${p2},` }).ids).toEqual([p1, p2]);
    expect(challengeParticipantOptionsQuery.parse({ search: ' ali ' })).toEqual({ search: 'ali' });
    expect(challengeParticipantOptionsQuery.safeParse({ ids: `${p1},nope` }).success).toBe(false);
    expect(challengeParticipantOptionsQuery.safeParse({ ids: Array(200).fill(p1).join(',') }).success).toBe(true);
    expect(challengeParticipantOptionsQuery.safeParse({ ids: Array(201).fill(p1).join(',') }).success).toBe(false);
  });
});

describe('field errors of a draft', () => {
  it('lists the red-asterisk fields left empty', () => {
    expect(challengeInputFieldErrors({})).toEqual({
      name: 'required',
      description: 'required',
      startAt: 'required',
      endAt: 'required',
      'individualGoal.type': 'required',
      'individualGoal.value': 'required',
      'individualGoal.activityTypes': 'activity_types_required',
    });
    expect(challengeInputFieldErrors(valid)).toEqual({});
  });

  it('checks the collaborative goal only when there is one', () => {
    expect(challengeInputFieldErrors({ ...valid, collaborativeGoal: null })).toEqual({});
    expect(
      challengeInputFieldErrors({ ...valid, collaborativeGoal: { type: 'ghg', value: 0, activityTypes: ['x'] } }),
    ).toEqual({
      'collaborativeGoal.value': 'value_not_positive',
      'collaborativeGoal.activityTypes': 'unknown_activity_type',
    });
  });
});

describe('editing a challenge', () => {
  const stored = {
    status: 'active' as const,
    startAt: '2026-12-01T08:00:00+01:00',
    individualGoalType: 'distance' as const,
    collaborativeGoalType: null,
  };
  const duringIt = new Date('2026-12-10T12:00:00Z');
  const beforeIt = new Date('2026-11-20T12:00:00Z');

  it('keeps the goal type of a running challenge', () => {
    const changed = { ...valid, individualGoal: { ...goal, type: 'time' } };
    expect(challengeUpdateFieldErrors(changed, stored, duringIt)).toEqual({
      'individualGoal.type': 'goal_type_locked',
    });
    expect(challengeUpdateFieldErrors(changed, stored, beforeIt)).toEqual({});
    expect(challengeUpdateFieldErrors(changed, { ...stored, status: 'draft' }, duringIt)).toEqual({});
  });

  it('never moves the start of an active challenge into the past', () => {
    const earlier = { ...valid, startAt: '2026-12-05T08:00:00+01:00' };
    expect(challengeUpdateFieldErrors(earlier, stored, duringIt)).toEqual({ startAt: 'start_in_past' });
    expect(challengeUpdateFieldErrors(valid, stored, duringIt)).toEqual({});
    const later = { ...valid, startAt: '2026-12-20T08:00:00+01:00' };
    expect(challengeUpdateFieldErrors(later, stored, duringIt)).toEqual({});
  });

  it('keeps a collaborative goal of a running challenge', () => {
    const withCollaborative = { ...stored, collaborativeGoalType: 'ghg' as const };
    expect(challengeUpdateFieldErrors(valid, withCollaborative, duringIt)).toEqual({
      'collaborativeGoal.type': 'goal_type_locked',
    });
  });
});

describe('display state', () => {
  const challenge = { status: 'active' as const, startAt: '2026-12-01T00:00:00Z', endAt: '2026-12-31T00:00:00Z' };
  it('derives upcoming, active and ended from the dates, the end excluded', () => {
    expect(challengeDisplayState(challenge, new Date('2026-11-30T23:59:59Z'))).toBe('upcoming');
    expect(challengeDisplayState(challenge, new Date('2026-12-01T00:00:00Z'))).toBe('active');
    expect(challengeDisplayState(challenge, new Date('2026-12-30T23:59:59Z'))).toBe('active');
    expect(challengeDisplayState(challenge, new Date('2026-12-31T00:00:00Z'))).toBe('ended');
  });
  it('keeps drafts and cancelled challenges whatever the dates', () => {
    expect(challengeDisplayState({ ...challenge, status: 'draft' }, new Date('2027-01-01'))).toBe('draft');
    expect(challengeDisplayState({ ...challenge, status: 'cancelled' }, new Date('2026-12-05'))).toBe('cancelled');
  });
  it('lets participants join until the end', () => {
    expect(isChallengeJoinable('upcoming')).toBe(true);
    expect(isChallengeJoinable('active')).toBe(true);
    expect(isChallengeJoinable('ended')).toBe(false);
    expect(isChallengeJoinable('draft')).toBe(false);
    expect(isChallengeJoinable('cancelled')).toBe(false);
  });
});

describe('progress and reward', () => {
  const trip = { counted: true, activityType: 'bike' as const, startTime: '2026-12-01T00:00:00Z' };
  const dates = { startAt: '2026-12-01T00:00:00Z', endAt: '2026-12-02T00:00:00Z' };
  it('counts counted trips of the goal’s types inside the dates, start included and end excluded', () => {
    expect(tripCountsForGoal(trip, dates, { activityTypes: ['bike'] })).toBe(true);
    expect(tripCountsForGoal({ ...trip, counted: false }, dates, { activityTypes: ['bike'] })).toBe(false);
    expect(tripCountsForGoal(trip, dates, { activityTypes: ['walk'] })).toBe(false);
    expect(tripCountsForGoal({ ...trip, startTime: '2026-11-30T23:59:59Z' }, dates, { activityTypes: ['bike'] })).toBe(
      false,
    );
    expect(tripCountsForGoal({ ...trip, startTime: '2026-12-02T00:00:00Z' }, dates, { activityTypes: ['bike'] })).toBe(
      false,
    );
  });

  const tenKm: ChallengeRawTotals = addTripToTotals(EMPTY_RAW_TOTALS, {
    countedDistanceM: 10_000,
    durationS: 1800,
    calories: 260,
    ghgMg: 2_100_000,
    greenpoints: 21,
  });

  it('measures every goal type in its unit', () => {
    expect(goalMeasure('distance', tenKm)).toBe(10);
    expect(goalMeasure('time', tenKm)).toBe(30);
    expect(goalMeasure('calories', tenKm)).toBe(260);
    expect(goalMeasure('sessions', tenKm)).toBe(1);
    expect(goalMeasure('ghg', tenKm)).toBeCloseTo(2.1);
    expect(goalMeasure('greenpoints', tenKm)).toBe(21);
    expect(totalsInUnits(tenKm)).toEqual({
      totalGreenhouseGazes: 2.1,
      distanceKm: 10,
      durationMin: 30,
      calories: 260,
      sessions: 1,
      greenpoints: 21,
    });
  });

  it('reaches a goal at exactly its value, not a metre before', () => {
    expect(isGoalReached({ type: 'distance', value: 10 }, tenKm)).toBe(true);
    expect(isGoalReached({ type: 'distance', value: 10.001 }, tenKm)).toBe(false);
    expect(goalProgress({ type: 'distance', value: 20 }, tenKm)).toEqual({
      value: 10,
      target: 20,
      ratio: 0.5,
      reached: false,
    });
    expect(goalProgress({ type: 'distance', value: 5 }, tenKm).ratio).toBe(1);
  });

  it('credits the reward once, never to an excluded participant', () => {
    const state = { alreadyCredited: false, excluded: false };
    expect(rewardDue({ type: 'distance', value: 10, reward: 50 }, tenKm, state)).toBe(50);
    expect(rewardDue({ type: 'distance', value: 11, reward: 50 }, tenKm, state)).toBe(0);
    expect(rewardDue({ type: 'distance', value: 10, reward: 50 }, tenKm, { ...state, alreadyCredited: true })).toBe(0);
    expect(rewardDue({ type: 'distance', value: 10, reward: 50 }, tenKm, { ...state, excluded: true })).toBe(0);
    expect(rewardDue({ type: 'distance', value: 10, reward: 0 }, tenKm, state)).toBe(0);
  });
});

describe('ranking', () => {
  it('shares ranks between equal scores and skips after them', () => {
    const ranked = rankScores(
      [
        { id: 'a', score: 5 },
        { id: 'b', score: 9 },
        { id: 'c', score: 5 },
        { id: 'd', score: 1 },
      ],
      (row) => row.score,
    );
    expect(ranked.map((row) => [row.id, row.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
    expect(rankScores([], () => 0)).toEqual([]);
  });

  it('divides by the employees, or the participants when the count is unknown', () => {
    expect(perEmployee(100, 10, 3)).toBe(10);
    expect(perEmployee(100, 0, 4)).toBe(25);
    expect(perEmployee(100, 0, 0)).toBe(0);
  });
});

describe('who a challenge is open to', () => {
  const organisationChallenge: ChallengeAudience = {
    cityId: 'city-a',
    status: 'active',
    organisationId: 'org-a',
    branchId: null,
    includeUsers: [],
    excludeUsers: [],
    recipients: [],
  };
  const alice = { id: 'p1', cityId: 'city-a', organisationId: 'org-a', branchId: 'b1' };
  const bob = { id: 'p2', cityId: 'city-a', organisationId: 'org-b', branchId: null };
  const carol = { id: 'p3', cityId: 'city-b', organisationId: 'org-a', branchId: null };
  const dan = { id: 'p4', cityId: 'city-a', organisationId: null, branchId: null };

  it('opens an organisation’s challenge to its participants only', () => {
    expect(isChallengeOpenTo(organisationChallenge, alice)).toBe(true);
    expect(isChallengeOpenTo(organisationChallenge, bob)).toBe(false);
    expect(isChallengeOpenTo(organisationChallenge, carol)).toBe(false);
    expect(isChallengeOpenTo(organisationChallenge, dan)).toBe(false);
    expect(isChallengeOpenTo({ ...organisationChallenge, status: 'draft' }, alice)).toBe(false);
    expect(isChallengeOpenTo({ ...organisationChallenge, status: 'cancelled' }, alice)).toBe(false);
  });

  it('honours the branch filter and the listed or excluded users', () => {
    expect(isChallengeOpenTo({ ...organisationChallenge, branchId: 'b1' }, alice)).toBe(true);
    expect(isChallengeOpenTo({ ...organisationChallenge, branchId: 'b2' }, alice)).toBe(false);
    expect(isChallengeOpenTo({ ...organisationChallenge, excludeUsers: ['p1'] }, alice)).toBe(false);
    expect(isChallengeOpenTo({ ...organisationChallenge, includeUsers: ['p9'] }, alice)).toBe(false);
    expect(isChallengeOpenTo({ ...organisationChallenge, includeUsers: ['p1'] }, alice)).toBe(true);
  });

  it('opens a sent challenge to the organisations that accepted it', () => {
    const sent = (state: 'pending' | 'accepted' | 'declined') => ({
      ...organisationChallenge,
      recipients: [{ organisationId: 'org-b', state }],
    });
    expect(isChallengeOpenTo(sent('pending'), bob)).toBe(false);
    expect(isChallengeOpenTo(sent('declined'), bob)).toBe(false);
    expect(isChallengeOpenTo(sent('accepted'), bob)).toBe(true);
    expect(isChallengeOpenTo(sent('accepted'), alice)).toBe(true);
  });

  it('opens a city challenge to the whole city, or to the organisations it lists', () => {
    const city = { ...organisationChallenge, organisationId: null };
    expect(isChallengeOpenTo(city, alice)).toBe(true);
    expect(isChallengeOpenTo(city, dan)).toBe(true);
    expect(isChallengeOpenTo(city, carol)).toBe(false);
    const listed = { ...city, recipients: [{ organisationId: 'org-b', state: 'accepted' as const }] };
    expect(isChallengeOpenTo(listed, bob)).toBe(true);
    expect(isChallengeOpenTo(listed, alice)).toBe(false);
    expect(isChallengeOpenTo(listed, dan)).toBe(false);
  });
});

describe('limits and answers', () => {
  it('applies the challengePerUser limit at its value', () => {
    expect(canJoinAnotherChallenge(undefined, 99)).toBe(true);
    expect(canJoinAnotherChallenge({ value: 2, period: 'month' }, 1)).toBe(true);
    expect(canJoinAnotherChallenge({ value: 2, period: 'month' }, 2)).toBe(false);
    expect(canJoinAnotherChallenge({ value: 0, period: 'month' }, 0)).toBe(false);
  });

  it('applies the city’s limit on sent challenges', () => {
    expect(canSendAnotherChallenge(null, 50)).toBe(true);
    expect(canSendAnotherChallenge(3, 2)).toBe(true);
    expect(canSendAnotherChallenge(3, 3)).toBe(false);
  });

  it('answers a received challenge once, before it ends', () => {
    expect(canAnswerReceivedChallenge('pending', 'upcoming')).toBe(true);
    expect(canAnswerReceivedChallenge('pending', 'active')).toBe(true);
    expect(canAnswerReceivedChallenge('accepted', 'active')).toBe(false);
    expect(canAnswerReceivedChallenge('pending', 'ended')).toBe(false);
  });

  it('cancels a challenge with participants instead of deleting it', () => {
    expect(deletionOutcome(0)).toBe('deleted');
    expect(deletionOutcome(1)).toBe('cancelled');
  });

  it('never offers the modes that cannot count', () => {
    expect(CHALLENGE_ACTIVITY_TYPES).not.toContain('car');
    expect(CHALLENGE_ACTIVITY_TYPES).not.toContain('still');
    expect(CHALLENGE_ACTIVITY_TYPES).toContain('bike');
  });
});

describe('challenge permissions', () => {
  const organisationAdmin = dashboardPolicyActor({
    role: 'organisation',
    isAdmin: true,
    isExternal: false,
    canEdit: true,
    cityId: 'city-a',
    organisationId: 'org-a',
    tenantId: null,
  });
  const readOnly = { ...organisationAdmin, isExternal: true, canEdit: false };
  const cityAdmin = { ...organisationAdmin, role: 'city' as const, organisationId: null };
  const merchant = { ...organisationAdmin, role: 'tenant' as const, organisationId: null, tenantId: 't-a' };

  it('lets organisations and cities run challenges, co-admins read them, never merchants', () => {
    expect(can(organisationAdmin, 'challenges.write')).toBe(true);
    expect(can(readOnly, 'challenges.read')).toBe(true);
    expect(can(readOnly, 'challenges.write')).toBe(false);
    expect(can(cityAdmin, 'challenges.write')).toBe(true);
    expect(can(cityAdmin, 'challenge-templates.write')).toBe(true);
    expect(can(organisationAdmin, 'challenge-templates.read')).toBe(true);
    expect(can(organisationAdmin, 'challenge-templates.write')).toBe(false);
    expect(can(cityAdmin, 'challenges.answer')).toBe(false);
    expect(can(cityAdmin, 'challenge-configuration.write')).toBe(true);
    expect(can(organisationAdmin, 'challenge-configuration.write')).toBe(false);
    for (const permission of ['challenges.read', 'challenges.write', 'challenge-templates.read'] as const) {
      expect(can(merchant, permission)).toBe(false);
    }
    expect(can({ kind: 'participant' }, 'participant-challenges.write')).toBe(true);
    expect(can(organisationAdmin, 'participant-challenges.read')).toBe(false);
  });

  it('scopes an organisation’s challenges to it and a city’s to the city', () => {
    expect(can(organisationAdmin, 'challenges.read', { cityId: 'city-a', organisationId: 'org-b' })).toBe(false);
    expect(can(cityAdmin, 'challenges.read', { cityId: 'city-a', organisationId: 'org-b' })).toBe(true);
    expect(can(cityAdmin, 'challenges.read', { cityId: 'city-b', organisationId: null })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  applyTemplate,
  type ChallengeFormValues,
  mapChallengeError,
  REQUIRED_FIELDS,
  toChallengeBody,
  toChallengeFormValues,
  validateChallengeForm,
} from './challenge-form';

const ZONE = 'America/Toronto';

function filled(changes: Partial<ChallengeFormValues> = {}): ChallengeFormValues {
  return {
    ...toChallengeFormValues(null, ZONE),
    name: 'Au boulot à vélo',
    description: 'Roulez 100 km en novembre.',
    startAt: '2030-11-01T00:00',
    endAt: '2030-12-01T00:00',
    individualGoal: { type: 'distance', value: '100', activityTypes: ['bike'], reward: 500, badgeId: null },
    ...changes,
  };
}

describe('the challenge form, with the contracts’ rules', () => {
  it('marks every red-asterisk field of an empty form, under its field', () => {
    const errors = validateChallengeForm(
      {
        ...toChallengeFormValues(null, ZONE),
        individualGoal: { type: null, value: '', activityTypes: [], reward: 0, badgeId: null },
      },
      { timeZone: ZONE },
    );
    expect(Object.keys(errors).sort()).toEqual([...REQUIRED_FIELDS].sort());
    expect(errors.name).toBe('challenges.field_errors.required');
    expect(errors['individualGoal.activityTypes']).toBe('challenges.field_errors.activity_types_required');
  });

  it('accepts a complete challenge', () => {
    expect(validateChallengeForm(filled(), { timeZone: ZONE })).toEqual({});
  });

  it('refuses an end before the start, a goal of 0 and a decimal reward', () => {
    const errors = validateChallengeForm(
      filled({
        endAt: '2030-10-31T23:59',
        individualGoal: { type: 'distance', value: '0', activityTypes: ['bike'], reward: '2,5', badgeId: null },
      }),
      { timeZone: ZONE },
    );
    expect(errors).toEqual({
      endAt: 'challenges.field_errors.end_before_start',
      'individualGoal.value': 'challenges.field_errors.value_not_positive',
      'individualGoal.reward': 'challenges.field_errors.reward_invalid',
    });
  });

  it('checks the collaborative goal only when there is one', () => {
    const empty = { type: null, value: '', activityTypes: [], reward: 0, badgeId: null };
    expect(validateChallengeForm(filled({ collaborativeGoal: empty }), { timeZone: ZONE })).toEqual({});
    expect(
      Object.keys(
        validateChallengeForm(filled({ hasCollaborativeGoal: true, collaborativeGoal: empty }), { timeZone: ZONE }),
      ),
    ).toEqual(['collaborativeGoal.type', 'collaborativeGoal.value', 'collaborativeGoal.activityTypes']);
  });

  it('keeps the goal type and the start of a running challenge', () => {
    const stored = {
      status: 'active' as const,
      startAt: '2026-11-01T04:00:00.000Z',
      individualGoalType: 'distance' as const,
      collaborativeGoalType: null,
    };
    const errors = validateChallengeForm(
      filled({
        startAt: '2026-11-02T00:00',
        individualGoal: { type: 'time', value: 600, activityTypes: ['bike'], reward: 0, badgeId: null },
      }),
      { timeZone: ZONE, stored, now: new Date('2026-11-20T12:00:00Z') },
    );
    expect(errors).toMatchObject({
      'individualGoal.type': 'challenges.field_errors.goal_type_locked',
      startAt: 'challenges.field_errors.start_in_past',
    });
  });

  it('refuses a participant both targeted and excluded, under the excluded ones', () => {
    expect(validateChallengeForm(filled({ includeUsers: ['p1'], excludeUsers: ['p1'] }), { timeZone: ZONE })).toEqual({
      excludeUsers: 'challenges.field_errors.user_included_and_excluded',
    });
    expect(validateChallengeForm(filled({ includeUsers: ['p1'], excludeUsers: ['p2'] }), { timeZone: ZONE })).toEqual(
      {},
    );
  });

  it('asks the sending page for at least one organisation', () => {
    expect(validateChallengeForm(filled(), { timeZone: ZONE, sending: true })).toEqual({
      sentTo: 'challenges.field_errors.organisations_required',
    });
  });

  it('sends instants of the city’s time zone, French decimals read, and empty texts as null', () => {
    const body = toChallengeBody(
      filled({
        individualGoal: { type: 'ghg', value: '12,5', activityTypes: ['bike', 'walk'], reward: '', badgeId: 'b-1' },
      }),
      { timeZone: ZONE, status: 'draft' },
    );
    expect(body).toMatchObject({
      startAt: '2030-11-01T04:00:00.000Z',
      endAt: '2030-12-01T05:00:00.000Z',
      status: 'draft',
      excerpt: null,
      imageId: null,
      imageUrl: null,
      individualGoal: { type: 'ghg', value: 12.5, activityTypes: ['bike', 'walk'], reward: 0, badgeId: 'b-1' },
      collaborativeGoal: null,
    });
    expect(body).not.toHaveProperty('sentTo');
    expect(
      toChallengeBody(filled({ sentTo: ['o-2'] }), { timeZone: ZONE, status: 'active', sending: true }).sentTo,
    ).toEqual(['o-2']);
  });

  it('fills texts and goals from a template, and the end from its usual duration', () => {
    const template = {
      id: 't-1',
      name: 'Mois du vélo',
      description: 'Un mois en selle.',
      excerpt: null,
      imageId: 'i-1',
      imageUrl: '/api/images/i-1',
      durationDays: 30,
      individualGoal: { type: 'distance' as const, value: 200, activityTypes: ['bike'], reward: 1000 },
      collaborativeGoal: null,
    };
    const values = applyTemplate(filled({ name: '', startAt: '2030-06-01T08:00', endAt: '' }), template, ZONE);
    expect(values).toMatchObject({
      name: 'Mois du vélo',
      templateId: 't-1',
      image: { id: 'i-1', url: '/api/images/i-1' },
      startAt: '2030-06-01T08:00',
      endAt: '2030-07-01T08:00',
      individualGoal: { value: 200, reward: 1000 },
    });
  });

  it('keeps the badge a saved challenge’s goals name, and sends none for a goal without one', () => {
    const saved = {
      name: 'Défi à badge',
      description: 'Un badge à gagner.',
      excerpt: null,
      imageId: null,
      imageUrl: null,
      startAt: '2030-11-01T04:00:00.000Z',
      endAt: '2030-12-01T05:00:00.000Z',
      individualGoal: { type: 'distance' as const, value: 50, activityTypes: ['bike'], reward: 0, badgeId: 'b-7' },
      collaborativeGoal: { type: 'distance' as const, value: 500, activityTypes: ['bike'], reward: 10 },
    };
    const body = toChallengeBody(toChallengeFormValues(saved, ZONE), { timeZone: ZONE, status: 'active' });
    expect(body.individualGoal.badgeId).toBe('b-7');
    expect(body.collaborativeGoal?.badgeId).toBeNull();
  });

  it('sends an uploaded image by its id, and keeps an image hosted elsewhere by its address', () => {
    const uploaded = filled({ image: { id: 'i-2', url: '/api/images/i-2' } });
    expect(toChallengeBody(uploaded, { timeZone: ZONE, status: 'draft' })).toMatchObject({
      imageId: 'i-2',
      imageUrl: null,
    });
    const hosted = filled({ image: { id: null, url: 'https://example.org/velo.png' } });
    expect(toChallengeBody(hosted, { timeZone: ZONE, status: 'draft' })).toMatchObject({
      imageId: null,
      imageUrl: 'https://example.org/velo.png',
    });
  });

  it('puts the server’s refusal under the fields it names', () => {
    const error = new ApiError('validation_failed', 400, 'Invalid', [
      { path: 'body.individualGoal.activityTypes.0', message: 'Unknown activity type' },
      { path: 'body/endAt', message: 'The end must be after the start' },
    ]);
    expect(mapChallengeError(error).fields).toEqual({
      'individualGoal.activityTypes': 'fields.errors.invalid',
      endAt: 'fields.errors.invalid',
    });
    expect(mapChallengeError(new ApiError('challenge_send_limit_reached', 409, 'Limit'))).toEqual({
      fields: {},
      form: 'errors.challenge_send_limit_reached',
    });
  });
});

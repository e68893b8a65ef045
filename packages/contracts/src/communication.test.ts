import { describe, expect, it } from 'vitest';
import { AUDIENCE_FIELD_MESSAGES, audienceErrors, audienceSchema, normaliseAudience } from './communication.ts';

const organisationId = '6f1c1c8e-8b0a-4c61-9a55-0d3c1d2f0a11';
const branchId = '0b6a1f3e-2d44-4e0a-8f7e-5a1b2c3d4e5f';

describe('a message audience', () => {
  it('needs the list its kind names', () => {
    expect(audienceErrors({ kind: 'everyone' }, { organisationId: null })).toEqual({});
    expect(audienceErrors({ kind: 'organisations', organisationIds: [] }, { organisationId: null })).toEqual({
      organisationIds: AUDIENCE_FIELD_MESSAGES.organisationsRequired,
    });
    expect(audienceErrors({ kind: 'branches' }, { organisationId: 'org' })).toEqual({
      branchIds: AUDIENCE_FIELD_MESSAGES.branchesRequired,
    });
    expect(audienceErrors({ kind: 'branches', branchIds: [branchId] }, { organisationId: 'org' })).toEqual({});
  });

  it('lets only a city choose organisations', () => {
    expect(
      audienceErrors({ kind: 'organisations', organisationIds: [organisationId] }, { organisationId: 'org' }),
    ).toEqual({
      kind: AUDIENCE_FIELD_MESSAGES.organisationsForCities,
    });
  });

  it('keeps only the list its kind uses, without repeats', () => {
    expect(
      normaliseAudience({
        kind: 'organisations',
        organisationIds: [organisationId, organisationId],
        branchIds: [branchId],
      }),
    ).toEqual({ kind: 'organisations', organisationIds: [organisationId], branchIds: [] });
    expect(normaliseAudience({ kind: 'everyone', organisationIds: [organisationId] })).toEqual({
      kind: 'everyone',
      organisationIds: [],
      branchIds: [],
    });
  });

  it('refuses ids that are not uuids and lists that are too long', () => {
    expect(audienceSchema.safeParse({ kind: 'branches', branchIds: ['x'] }).success).toBe(false);
    expect(
      audienceSchema.safeParse({ kind: 'branches', branchIds: Array.from({ length: 201 }, () => branchId) }).success,
    ).toBe(false);
  });
});

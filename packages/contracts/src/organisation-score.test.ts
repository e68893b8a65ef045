import { describe, expect, it } from 'vitest';
import {
  averageScore,
  computeOrganisationScore,
  scoreOrganisations,
  type OrganisationScoreInput,
} from './organisation-score.ts';

const organisation = (overrides: Partial<OrganisationScoreInput> = {}): OrganisationScoreInput => ({
  organisationId: 'a',
  employeesCount: 50,
  activeUsers: 10,
  ghgKg: 100,
  participants: 20,
  carCommuters: 5,
  ...overrides,
});

describe('computeOrganisationScore', () => {
  it('weighs participation 40 %, impact against the best 40 %, non-car commuting 20 %', () => {
    // participation 10/50 = 0.2, impact (100/50) / 4 = 0.5, non-car 15/20 = 0.75
    expect(computeOrganisationScore(organisation(), 4)).toBe(8 + 20 + 15);
  });

  it('gives 100 to the best organisation with everyone active and nobody commuting by car', () => {
    const best = organisation({ activeUsers: 50, participants: 50, carCommuters: 0, ghgKg: 200 });
    expect(computeOrganisationScore(best, 4)).toBe(100);
  });

  it('caps participation at 1 when more participants are active than employees declared', () => {
    expect(computeOrganisationScore(organisation({ activeUsers: 80, ghgKg: 0, participants: 0 }), 0)).toBe(40);
  });

  it('gives 0 to an organisation without participants nor trips', () => {
    expect(
      computeOrganisationScore(organisation({ activeUsers: 0, ghgKg: 0, participants: 0, carCommuters: 0 }), 0),
    ).toBe(0);
  });

  it('rounds to one decimal', () => {
    const input = organisation({ activeUsers: 1, employeesCount: 3, ghgKg: 0, participants: 0, carCommuters: 0 });
    expect(computeOrganisationScore(input, 0)).toBe(13.3);
  });
});

describe('scoreOrganisations', () => {
  it('compares greenhouse gas per employee within each size band only', () => {
    const scores = scoreOrganisations([
      organisation({ organisationId: 'small-best', employeesCount: 10, ghgKg: 50, activeUsers: 0, participants: 0 }),
      organisation({ organisationId: 'small-half', employeesCount: 20, ghgKg: 50, activeUsers: 0, participants: 0 }),
      organisation({ organisationId: 'large', employeesCount: 500, ghgKg: 100, activeUsers: 0, participants: 0 }),
    ]);
    expect(scores).toEqual([
      { organisationId: 'small-best', sizeBand: 'small', score: 40 },
      { organisationId: 'small-half', sizeBand: 'small', score: 20 },
      { organisationId: 'large', sizeBand: 'large', score: 40 },
    ]);
  });

  it('averages scores to one decimal, 0 for none', () => {
    expect(averageScore([{ score: 10 }, { score: 20 }, { score: 20 }])).toBe(16.7);
    expect(averageScore([])).toBe(0);
  });
});

import { getSizeBand, type SizeBand } from './constants.ts';

/**
 * The organisation score (0–100), computed for one period over the organisations of one city:
 *
 *   score = 100 × (0.4 × participation + 0.4 × impact + 0.2 × nonCarCommuting)
 *
 * - participation: active users of the period ÷ employees (capped at 1). An active user made at least one
 *   sustainable trip in the period.
 * - impact: greenhouse gas avoided per employee ÷ that of the best organisation of the same size band (up to
 *   20 employees, 21–100, over 100) in the city; 1 for the best, 0 when no organisation of the band avoided any.
 * - nonCarCommuting: share of the organisation's participants whose usual transport mode is not solo car
 *   (`car`); 0 for an organisation without participants.
 *
 * Scores are rounded to one decimal. The average shown beside an organisation's score is the mean score of
 * the organisations of its size band in the city (itself included).
 */
export const SCORE_WEIGHTS = { participation: 0.4, impact: 0.4, nonCarCommuting: 0.2 } as const;

export type OrganisationScoreInput = {
  organisationId: string;
  employeesCount: number;
  activeUsers: number;
  ghgKg: number;
  participants: number;
  carCommuters: number;
};

export type OrganisationScore = { organisationId: string; sizeBand: SizeBand; score: number };

const roundScore = (value: number) => Math.round(value * 10) / 10;
const ghgPerEmployee = (input: OrganisationScoreInput) =>
  input.employeesCount > 0 ? input.ghgKg / input.employeesCount : 0;

/** The score of one organisation, given the best greenhouse gas per employee of its size band. */
export function computeOrganisationScore(input: OrganisationScoreInput, bestGhgPerEmployee: number): number {
  const participation = input.employeesCount > 0 ? Math.min(1, input.activeUsers / input.employeesCount) : 0;
  const impact = bestGhgPerEmployee > 0 ? Math.min(1, ghgPerEmployee(input) / bestGhgPerEmployee) : 0;
  const nonCarCommuting =
    input.participants > 0 ? Math.max(0, input.participants - input.carCommuters) / input.participants : 0;
  return roundScore(
    100 *
      (SCORE_WEIGHTS.participation * participation +
        SCORE_WEIGHTS.impact * impact +
        SCORE_WEIGHTS.nonCarCommuting * nonCarCommuting),
  );
}

/** Scores every organisation of a city, each against the best of its own size band. */
export function scoreOrganisations(inputs: readonly OrganisationScoreInput[]): OrganisationScore[] {
  const best = new Map<SizeBand, number>();
  for (const input of inputs) {
    const band = getSizeBand(input.employeesCount);
    best.set(band, Math.max(best.get(band) ?? 0, ghgPerEmployee(input)));
  }
  return inputs.map((input) => {
    const sizeBand = getSizeBand(input.employeesCount);
    return {
      organisationId: input.organisationId,
      sizeBand,
      score: computeOrganisationScore(input, best.get(sizeBand)!),
    };
  });
}

/** The mean of some scores, rounded to one decimal; 0 when there are none. */
export function averageScore(scores: readonly { score: number }[]): number {
  if (scores.length === 0) return 0;
  return roundScore(scores.reduce((sum, { score }) => sum + score, 0) / scores.length);
}

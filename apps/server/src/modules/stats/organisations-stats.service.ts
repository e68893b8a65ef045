import { averageScore, scoreOrganisations, type PeriodSelection } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { getOrganisationFigures, type OrganisationFigures } from '../../stats-queries/get-organisation-figures.ts';
import { resolveStatsRequest, type StatsOwnerQuery } from './stats-request.service.ts';

type StatsQuery = StatsOwnerQuery & PeriodSelection;

function scoreFigures(figures: OrganisationFigures[]) {
  return scoreOrganisations(
    figures.map((figure) => ({
      organisationId: figure.organisationId,
      employeesCount: figure.employeesCount,
      activeUsers: figure.activeUsers,
      ghgKg: figure.ghgMg / 1_000_000,
      participants: figure.participants,
      carCommuters: figure.carCommuters,
    })),
  );
}

/** Every organisation of the city with its figures over the period and its score (city admins only). */
export async function getOrganisationsStats(db: Db, actor: Actor, query: StatsQuery) {
  const { scope, period } = await resolveStatsRequest(db, actor, { ...query, branchId: undefined }, 'city-stats.read');
  const figures = await getOrganisationFigures(db, scope.cityId, period);
  const scores = new Map(scoreFigures(figures).map((entry) => [entry.organisationId, entry.score]));
  return {
    data: figures.map((figure) => ({
      organisationId: figure.organisationId,
      name: figure.name,
      employeesCount: figure.employeesCount,
      participants: figure.participants,
      activeUsers: figure.activeUsers,
      sessions: figure.sessions,
      distanceKm: figure.distanceM / 1000,
      ghgKg: figure.ghgMg / 1_000_000,
      greenpoints: figure.greenpoints,
      score: scores.get(figure.organisationId) ?? 0,
    })),
  };
}

/**
 * An organisation's score over the period and the mean score of the organisations of its size band in the
 * city; for a city, the mean over all its organisations. The branch filter does not apply: a score is an
 * organisation's.
 */
export async function getOrganisationsScores(db: Db, actor: Actor, query: StatsQuery) {
  const { scope, period } = await resolveStatsRequest(db, actor, { ...query, branchId: undefined });
  const scores = scoreFigures(await getOrganisationFigures(db, scope.cityId, period));
  const mine =
    scope.kind === 'city' ? undefined : scores.find((entry) => entry.organisationId === scope.organisationId);
  const compared = mine ? scores.filter((entry) => entry.sizeBand === mine.sizeBand) : scores;
  return {
    data: {
      myOrganisationScore: mine?.score ?? null,
      averageScoreAllOrganisations: averageScore(compared),
      sizeBand: mine?.sizeBand ?? null,
      organisationsInBand: compared.length,
    },
  };
}

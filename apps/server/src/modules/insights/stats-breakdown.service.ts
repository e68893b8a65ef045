import {
  BREAKDOWN_PAGE_SIZE,
  breakdownFigure,
  can,
  COUNTED_OUTCOMES,
  TRIP_OUTCOMES,
  type BreakdownMeasure,
  type PeriodSelection,
  type StatsBreakdown,
  type TripBreakdownOutcome,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import type { StatsScope } from '../../stats-queries/stats-scope.ts';
import { findCityMapThreshold } from '../stats/stats.repository.ts';
import { resolveStatsRequest, type StatsOwnerQuery } from '../stats/stats-request.service.ts';
import {
  countBreakdownParticipants,
  listBreakdownTrips,
  sumCountedTripsByMode,
  sumTripsByOutcome,
  type ModeSums,
} from './stats-breakdown.repository.ts';

export type StatsBreakdownQuery = StatsOwnerQuery &
  PeriodSelection & { measure: BreakdownMeasure; outcome?: TripBreakdownOutcome; page: number };

const km = (metres: number) => metres / 1000;

/** May the actor read the names of the scope's participants (the users list's own rule)? */
function maySeeNames(actor: Actor, scope: StatsScope): boolean {
  return can(actor, 'users.read', {
    cityId: scope.cityId,
    organisationId: scope.kind === 'city' ? null : scope.organisationId,
  });
}

/** The modes of fewer participants than the threshold, together in one row without their participants. */
function thresholdModes(modes: ModeSums[], minParticipants: number): StatsBreakdown['modes'] {
  const shown = modes.filter((mode) => mode.participants >= minParticipants);
  const grouped = modes.filter((mode) => mode.participants < minParticipants);
  const rows: StatsBreakdown['modes'] = shown.map((mode) => ({
    activityType: mode.activityType,
    trips: mode.trips,
    countedKm: km(mode.countedM),
    participants: mode.participants,
  }));
  if (grouped.length > 0) {
    rows.push({
      activityType: null,
      trips: grouped.reduce((sum, mode) => sum + mode.trips, 0),
      countedKm: km(grouped.reduce((sum, mode) => sum + mode.countedM, 0)),
      participants: null,
    });
  }
  return rows;
}

/**
 * What a card's figure is made of (issue 21 §3): the scope's stored trips of the card's period, per outcome, the
 * counted ones per mode, and a page of the trips. Same owner, period and policy as the card; the trips are the
 * raw rows the rollups were folded from, so the counted outcomes add up to the card's figure. Names are given
 * only to an admin who may read the participants, and only when the group reaches the city's map threshold.
 */
export async function getStatsBreakdown(db: Db, actor: Actor, query: StatsBreakdownQuery): Promise<StatsBreakdown> {
  const { scope, period } = await resolveStatsRequest(db, actor, query, 'stats-breakdown.read');
  const range = { startDate: period.startDate, endDate: period.endDate };
  const [sums, totals, modes, minParticipants, page] = await Promise.all([
    sumTripsByOutcome(db, scope, range),
    countBreakdownParticipants(db, scope, range),
    sumCountedTripsByMode(db, scope, range),
    findCityMapThreshold(db, scope.cityId),
    listBreakdownTrips(db, scope, range, {
      outcome: query.outcome,
      offset: (query.page - 1) * BREAKDOWN_PAGE_SIZE,
      limit: BREAKDOWN_PAGE_SIZE,
    }),
  ]);
  const byOutcome = new Map(sums.map((row) => [row.outcome, row]));
  const outcomes = TRIP_OUTCOMES.map((outcome) => {
    const row = byOutcome.get(outcome);
    const countedKm = km(row?.countedM ?? 0);
    return {
      outcome,
      counted: COUNTED_OUTCOMES.includes(outcome),
      trips: row?.trips ?? 0,
      distanceKm: km(row?.distanceM ?? 0),
      countedKm,
      cutKm: outcome === 'capped' ? km(row?.distanceM ?? 0) - countedKm : 0,
      ghgKg: (row?.ghgMg ?? 0) / 1_000_000,
      greenpoints: row?.greenpoints ?? 0,
    };
  });
  const namesShown = maySeeNames(actor, scope) && totals.anyParticipants >= minParticipants;
  const trips = outcomes.reduce((sum, row) => sum + row.trips, 0);
  return {
    range,
    measure: query.measure,
    figure: breakdownFigure(query.measure, outcomes, totals),
    totals: {
      trips,
      countedTrips: outcomes.filter((row) => row.counted).reduce((sum, row) => sum + row.trips, 0),
      participants: totals.participants,
      activities: totals.activities,
    },
    outcomes,
    modes: thresholdModes(modes, minParticipants),
    minParticipants,
    namesShown,
    trips: {
      page: query.page,
      pageSize: BREAKDOWN_PAGE_SIZE,
      total: query.outcome ? (byOutcome.get(query.outcome)?.trips ?? 0) : trips,
      rows: page.map((row) => ({
        id: row.id,
        localDay: row.localDay,
        startTime: row.startTime,
        participantName: namesShown ? row.participantName : null,
        activityType: row.activityType,
        source: row.source,
        distanceKm: km(row.distanceM),
        countedKm: km(row.countedM),
        greenpoints: row.greenpoints,
        outcome: row.outcome,
      })),
    },
  };
}

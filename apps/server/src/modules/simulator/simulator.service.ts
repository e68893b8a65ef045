import {
  addDays,
  avoidedMgPerMetre,
  factorTableOf,
  greenpointsValue,
  localDateTimeToInstant,
  plannedWindowInstants,
  pointsWithheldForControlPoints,
  GHG_MG_PER_METRE,
  replaySteps,
  simulationRangeError,
  type LocationType,
  type SimulationInput,
  type SimulationResult,
  type SimulationTotals,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findCityEmissions } from '../emission-factors/emission-factors.repository.ts';
import { findCityOwner, findOrganisationOwner } from '../stats/stats.repository.ts';
import { toLocalDay } from '../trips/local-time.ts';
import { tripContextSettingsOf } from '../trips/trip-context-settings.ts';
import {
  findSimulationCity,
  groupSimulationClasses,
  readStoredClasses,
  sumSimulation,
  type SimulationTrips,
  type TripClass,
} from './simulator.repository.ts';

/** The programme's currency: the city settings hold none, so the spec's euro. */
const CURRENCY = 'EUR';

const RANGE_MESSAGES = {
  end_before_start: 'The end date is before the start date',
  simulation_range_too_long: 'A simulation covers 93 days at most',
  simulation_in_future: 'A simulation replays a past period',
} as const;

/** Whose trips a simulation replays, after the policy: a city, or one organisation (404 for another's). */
async function resolveSimulationScope(db: Db, actor: Actor, input: Pick<SimulationInput, 'cityId' | 'organisationId'>) {
  if (input.organisationId !== undefined) {
    const organisation = await findOrganisationOwner(db, input.organisationId);
    if (!organisation) throw notFound();
    authorize(actor, 'simulator.run', { cityId: organisation.cityId, organisationId: organisation.id });
    return { cityId: organisation.cityId, organisationId: organisation.id };
  }
  const city = await findCityOwner(db, input.cityId!);
  if (!city) throw notFound();
  authorize(actor, 'simulator.run', { cityId: city.id });
  return { cityId: city.id, organisationId: null };
}

/** Totals as answered: GHG in kg to the gram, the greenpoints' value at the programme's rate. */
function totalsOf(countedTrips: number, greenpoints: number, ghgMg: number): SimulationTotals {
  return { countedTrips, greenpoints, value: greenpointsValue(greenpoints), ghgKg: Math.round(ghgMg / 1000) / 1000 };
}

/**
 * The what-if simulation: the period's trips, in classes alike in everything the rules read of them but their
 * distance, each class's steps found with contracts' `replayTrip` (ingestion's context builder and `evaluateTrip`),
 * then every trip counted in its step; beside them, what the same trips were credited.
 */
export async function simulate(db: Db, actor: Actor, input: SimulationInput, now = new Date()) {
  const scope = await resolveSimulationScope(db, actor, input);
  const city = (await findSimulationCity(db, scope.cityId))!;
  const rangeError = simulationRangeError(input, toLocalDay(now, city.timezone));
  if (rangeError) throw badRequest(rangeError, RANGE_MESSAGES[rangeError]);

  const settings = tripContextSettingsOf(city.settings);
  // Trips credited per mode are replayed on the city's factors (their basis is kept, as at a correction).
  const factorTable = factorTableOf((await findCityEmissions(db, scope.cityId)).overrides);
  const withholding = city.settings?.controlPointsEnabled === true && city.settings.pointsOnlyWithControlPoints;
  const { rule } = input;
  const query: SimulationTrips = {
    ...scope,
    from: new Date(localDateTimeToInstant(`${input.startDate}T00:00`, city.timezone)),
    to: new Date(localDateTimeToInstant(`${addDays(input.endDate, 1)}T00:00`, city.timezone)),
    startDate: input.startDate,
    endDate: input.endDate,
    windowInstants: rule.kind === 'happy_hour' ? plannedWindowInstants(rule, input, city.timezone) : [],
    ruleOrganisationId: rule.kind === 'happy_hour' ? (rule.organisationId ?? null) : null,
    withControlPoints: withholding,
  };
  const replay = (classes: TripClass[]) =>
    classes.map((group) => {
      const avoided = group.per_mode ? avoidedMgPerMetre(group.mode, factorTable) : undefined;
      const replayed = replaySteps(
        {
          activityType: group.mode,
          durationS: group.duration,
          source: group.source,
          inPlannedWindow: group.in_window,
          organisationId: group.organisation || null,
          happyHourMultiplier: Number(group.happy_hour),
          controlPointCoefficient: Number(group.control_point),
          kmPerTrip: group.km_per_trip || null,
          pointsWithheld:
            withholding &&
            pointsWithheldForControlPoints(city.settings!, group.control_points.split(',') as LocationType[]),
          manualTripAllowed: group.manual_allowed,
          ...(avoided === undefined ? {} : { avoidedMgPerMetre: avoided }),
        },
        { minM: group.min_distance, maxM: group.max_distance },
        settings,
        rule,
      );
      return { ...group, ...replayed, avoidedMgPerMetre: avoided ?? GHG_MG_PER_METRE };
    });
  // The classes the triggers recorded; should a trip find none there, its classes read from the trips themselves.
  const stored = await readStoredClasses(db, query);
  let sums = await sumSimulation(db, query, replay(stored));
  if (stored.length === 0 || sums.unclassified > 0) {
    sums = await sumSimulation(db, query, replay(await groupSimulationClasses(db, query)));
  }
  return {
    happened: totalsOf(sums.counted, sums.greenpoints, sums.ghg_mg),
    planned: totalsOf(sums.planned_counted, sums.planned_greenpoints, sums.planned_ghg),
    trips: sums.trips,
    participants: sums.participants,
    participantsAffected: sums.affected,
    currency: CURRENCY,
  } satisfies SimulationResult;
}

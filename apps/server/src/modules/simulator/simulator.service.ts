import {
  addDays,
  avoidedMgPerMetre,
  factorTableOf,
  greenpointsValue,
  localDateTimeToInstant,
  plannedWindowInstants,
  pointsWithheldForControlPoints,
  replayTrip,
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
  countSimulationParticipants,
  findSimulationCity,
  groupSimulationTrips,
  type GroupReplay,
  type SimulationTrips,
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

const emptyTotals = (): SimulationTotals => ({ countedTrips: 0, greenpoints: 0, value: 0, ghgKg: 0 });

function addTo(totals: SimulationTotals, outcome: { counted: boolean; greenpoints: number; ghgMg: number }, n: number) {
  if (outcome.counted) totals.countedTrips += n;
  totals.greenpoints += outcome.greenpoints * n;
  totals.ghgKg += outcome.ghgMg * n;
}

/** Totals as answered: GHG in kg to the gram, the greenpoints' value at the programme's rate. */
function finish(totals: SimulationTotals): SimulationTotals {
  return { ...totals, ghgKg: Math.round(totals.ghgKg / 1000) / 1000, value: greenpointsValue(totals.greenpoints) };
}

/**
 * The what-if simulation: the period's trips, grouped by everything the rules read of them, each group replayed
 * once through contracts' `replayTrip` (ingestion's context builder and `evaluateTrip`) and counted as many times
 * as it has trips; beside them, what the same trips were credited.
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
  const groups = await groupSimulationTrips(db, query);

  const happened = emptyTotals();
  const planned = emptyTotals();
  const byKind: Record<GroupReplay['kind'], GroupReplay[]> = { changed: [], unchanged: [], mixed: [] };
  let trips = 0;
  for (const group of groups) {
    const outcome = replayTrip(
      {
        activityType: group.mode,
        distanceM: group.distance,
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
        ...(group.per_mode ? { avoidedMgPerMetre: avoidedMgPerMetre(group.mode, factorTable) } : {}),
      },
      settings,
      rule,
    );
    trips += group.trips;
    happened.countedTrips += group.counted;
    happened.greenpoints += group.greenpoints;
    happened.ghgKg += group.ghg_mg;
    addTo(planned, outcome, group.trips);
    // Trips all credited alike are changed or not as a group; the others are compared trip by trip.
    const alike = group.alike_greenpoints !== null && group.alike_ghg_mg !== null;
    const same =
      group.alike_greenpoints === outcome.greenpoints &&
      Number(group.alike_ghg_mg) === outcome.ghgMg &&
      group.counted === (outcome.counted ? group.trips : 0);
    const kind = !alike ? 'mixed' : same ? 'unchanged' : 'changed';
    byKind[kind].push({
      ...group,
      kind,
      greenpoints: outcome.greenpoints,
      ghgMg: outcome.ghgMg,
      counted: outcome.counted,
    });
  }
  const listed = byKind.changed.length <= byKind.unchanged.length ? 'changed' : 'unchanged';
  const participants = await countSimulationParticipants(db, query, [...byKind.mixed, ...byKind[listed]], listed);
  return {
    happened: finish(happened),
    planned: finish(planned),
    trips,
    participants: participants.participants,
    participantsAffected: participants.affected,
    currency: CURRENCY,
  } satisfies SimulationResult;
}

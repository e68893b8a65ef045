import type { Db } from '../../db/connection.ts';
import { MAX_TRIPS_PER_BATCH } from '../../modules/trips/trips.schemas.ts';
import { ingestTrips } from '../../modules/trips/trips.service.ts';
import { listQuebecHolidays, shiftDay } from '../builders/calendar.builder.ts';
import { addDays, toIsoDate } from '../builders/dates.builder.ts';
import type { LatLng } from '../builders/polyline.builder.ts';
import { scatterPoint } from '../builders/routes.builder.ts';
import { planTrips, type CityCalendar, type PlannedTrip } from '../builders/trip-days.builder.ts';
import { drawTripHabits, type Engagement } from '../builders/trip-habits.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import type { DemoContext, DemoParticipant, DemoStep } from '../demo-context.ts';
import { createRandom, type Random } from '../random.ts';

const HISTORY_DAYS = 365;
const ENGAGEMENT: readonly (readonly [Engagement, number])[] = [
  ['regular', 12],
  ['occasional', 38],
  ['lapsed', 50],
];
const DEMO_ORGANISATION_ENGAGEMENT: readonly (readonly [Engagement, number])[] = [
  ['regular', 65],
  ['occasional', 20],
  ['lapsed', 15],
];

/**
 * A year of trips for every participant (from the day after joining when that is later), ending yesterday,
 * sent through the trip service like the mobile app's batches: the rules, the ledger, the balance and the
 * rollups are those of real trips. Each participant draws from a stream of their own.
 */
export const tripsStep: DemoStep = {
  name: 'trips',
  async run(ctx, random) {
    // ingestTrips opens a savepoint inside the generator's transaction.
    const db = ctx.tx as unknown as Db;
    for (const { participant, trips } of planWorldTrips(ctx, random)) {
      await ingestParticipantTrips(ctx, db, participant, trips);
    }
  },
};

/** Each participant's planned trips, one participant at a time. */
export function* planWorldTrips(ctx: DemoContext, random: Random) {
  const lastDay = toIsoDate(addDays(ctx.now, -1));
  const historyStart = shiftDay(lastDay, 1 - HISTORY_DAYS);
  const calendars = buildCalendars(ctx, historyStart, lastDay);
  const workplaces = drawWorkplaces(ctx, random);
  const demoParticipantEmail = getDemoEmail('participant');
  const demoOrganisationId = ctx.world.organisations.find(
    (organisation) => organisation.email === getDemoEmail('organisation'),
  )?.id;
  for (const participant of ctx.world.participants) {
    const own = createRandom(ctx.seed, `trips:${participant.id}`);
    const joinedDay = shiftDay(toIsoDate(participant.joinedAt), 1);
    const engagement =
      participant.email === demoParticipantEmail
        ? 'regular'
        : own.pickWeighted(
            participant.organisationId === demoOrganisationId ? DEMO_ORGANISATION_ENGAGEMENT : ENGAGEMENT,
          );
    const habits = drawTripHabits(own, {
      participant,
      workplace: workplaces.get(participant.branchId ?? participant.organisationId ?? participant.id)!,
      engagement,
      firstDay: findFirstDay(own, engagement, joinedDay, historyStart),
      lastDay,
    });
    yield { participant, engagement, trips: planTrips(own, habits, calendars.get(participant.cityId)!) };
  }
}

/**
 * Trips start the day after joining, or with the year of history. A participant who joined earlier and lapsed
 * comes back for a few weeks at some point of the year (a challenge, a fine spring).
 */
function findFirstDay(random: Random, engagement: Engagement, joinedDay: string, historyStart: string) {
  if (joinedDay > historyStart) return joinedDay;
  if (engagement !== 'lapsed') return historyStart;
  return shiftDay(historyStart, random.int(0, HISTORY_DAYS - 30));
}

async function ingestParticipantTrips(ctx: DemoContext, db: Db, participant: DemoParticipant, trips: PlannedTrip[]) {
  const prefix = `demo-${participant.id.slice(0, 8)}`;
  const inputs = trips.map((trip, index) => ({
    id: `${prefix}-${index + 1}`,
    activityType: trip.activityType,
    startTime: trip.startTime.toISOString(),
    endTime: trip.endTime.toISOString(),
    distance: trip.distance,
    geometry: trip.geometry,
    source: trip.source,
  }));
  for (let start = 0; start < inputs.length; start += MAX_TRIPS_PER_BATCH) {
    // The year of history is backfilled as though the app had sent each trip the day it was made: the age rule
    // allows the whole history; every other plausibility rule applies, and the demo's trips must pass them.
    const results = await ingestTrips(db, participant.id, inputs.slice(start, start + MAX_TRIPS_PER_BATCH), ctx.now, {
      maxTripAgeDays: HISTORY_DAYS + 1,
    });
    for (const [index, result] of results.entries()) {
      if (result.status === 'refused' || result.status === 'duplicate' || result.status === 'pending_review') {
        const { activityType, distance, startTime, endTime } = inputs[start + index]!;
        throw new Error(
          `Demo trip ${result.id} (${activityType}, ${distance} m, ${startTime} to ${endTime}) was ${result.status}: ${result.reason}`,
        );
      }
      ctx.world.trips.recorded += 1;
      if (result.status === 'counted') ctx.world.trips.counted += 1;
      ctx.world.trips.greenpoints += result.greenpoints;
    }
  }
}

function buildCalendars(ctx: DemoContext, firstDay: string, lastDay: string): Map<string, CityCalendar> {
  const holidays = new Set<string>();
  for (let year = Number(firstDay.slice(0, 4)) - 1; year <= Number(lastDay.slice(0, 4)); year++) {
    for (const day of listQuebecHolidays(year)) holidays.add(day);
  }
  return new Map(
    ctx.world.cities.map((city) => [
      city.id,
      { timeZone: city.template.timezone, hasMetro: city.template.hasMetro, holidays, now: ctx.now },
    ]),
  );
}

/**
 * One building per branch (near the centre of its district), per organisation without branches, and for each
 * resident without an organisation somewhere in the city. Keyed by branch, organisation or participant id.
 */
function drawWorkplaces(ctx: DemoContext, random: Random): Map<string, LatLng> {
  const workplaces = new Map<string, LatLng>();
  for (const organisation of ctx.world.organisations) {
    const region = organisation.city.regions.find((candidate) => candidate.name === organisation.template.region);
    workplaces.set(organisation.id, scatterPoint(random, region!.template.centre, 1));
    for (const branch of organisation.branches) {
      workplaces.set(branch.id, scatterPoint(random, branch.region.template.centre, 1));
    }
  }
  for (const participant of ctx.world.participants.filter((candidate) => !candidate.organisationId)) {
    const city = ctx.world.cities.find((candidate) => candidate.id === participant.cityId)!;
    workplaces.set(participant.id, scatterPoint(random, random.pick(city.regions).template.centre, 2.5));
  }
  return workplaces;
}

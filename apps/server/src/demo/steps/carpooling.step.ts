import { and, eq } from 'drizzle-orm';
import { addDays as addIsoDays, carpoolOccurrences, localDateTimeToInstant, weekdayOf } from '@mobiverte/contracts';
import type { DashboardActor, ParticipantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { carpoolMatches } from '../../db/schema/index.ts';
import { decideCarpoolMatch, createCarpoolEvent } from '../../modules/carpool-events/carpool-events.service.ts';
import { straightKm } from '../../modules/carpool-events/carpool-matching.ts';
import {
  expireCarpoolOccurrencesBefore,
  matchCarpoolOccurrence,
} from '../../modules/carpool-events/carpool-occurrence.service.ts';
import { findCarpoolEvent } from '../../modules/carpool-events/carpool-events.repository.ts';
import { answerCarpoolMatch, registerForCarpool } from '../../modules/carpool-events/participant-carpool.service.ts';
import { ingestTrips } from '../../modules/trips/trips.service.ts';
import { addDays, toIsoDate } from '../builders/dates.builder.ts';
import { encodePolyline, type LatLng } from '../builders/polyline.builder.ts';
import { buildRoute, DETOUR_FACTOR, scatterPoint, spaceEvenly } from '../builders/routes.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import { findOrganisationByEmail, type DemoContext, type DemoOrganisation, type DemoStep } from '../demo-context.ts';
import type { Random } from '../random.ts';

const noTrigger = { requestsChanged: () => undefined };
const WEEKDAYS_ONLY = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
/** Past occurrences get answers, validations and shared trips; coming ones proposals still being answered. */
const PAST_OCCURRENCES = 8;
const COMING_OCCURRENCES = 2;
const PEOPLE_PER_OCCURRENCE = 12;
const DRIVERS_PER_OCCURRENCE = 4;
/** Participants leave from a few neighbourhoods (the map's departure areas), a few from anywhere around. */
const NEIGHBOURHOODS = 3;
const SCATTERED_SHARE = 0.1;

/**
 * Carpooling in both cities, through the services: the demo organisation of Laval gets a recurring and a one-off
 * event; every event with a destination point (Laval's and the carpool-only organisation's of Sherbrooke) gets,
 * for its last occurrences and its next ones, drivers' and riders' requests from the organisation's
 * participants, the engine's matches, the participants' answers and the admin's decisions, and shared trips
 * recorded by some riders; past occurrences then expire what they left waiting. It runs after the trips: a
 * shared trip overlapping a trip of the year is refused like any other, and its match stays confirmed.
 */
export const carpoolingStep: DemoStep = {
  name: 'carpooling',
  async run(ctx, random) {
    const db = ctx.tx as unknown as Db;
    const laval = findOrganisationByEmail(ctx, getDemoEmail('organisation'));
    const lavalEvents = await createLavalEvents(ctx, db, random, laval);
    const sherbrooke = findOrganisationByEmail(ctx, getDemoEmail('carpool'));
    const sherbrookeEvents = ctx.world.carpoolEvents.filter((event) => event.organisationId === sherbrooke.id);
    for (const [organisation, eventIds] of [
      [laval, lavalEvents],
      [sherbrooke, sherbrookeEvents.map((event) => event.id)],
    ] as const) {
      for (const eventId of eventIds) await fillEvent(ctx, db, random, organisation, eventId);
    }
    await expireCarpoolOccurrencesBefore(db, toIsoDate(ctx.now));
  },
};

function adminOf(organisation: DemoOrganisation): DashboardActor {
  return {
    kind: 'dashboard',
    userId: organisation.authUserId,
    sessionId: 'demo',
    email: organisation.email,
    role: 'organisation',
    accountKind: 'organisation',
    profileId: organisation.id,
    isExternal: false,
    externalFor: null,
    isAdmin: true,
    canEdit: true,
    canSeeOthers: true,
    seenByOthers: true,
    cityId: organisation.city.id,
    organisationId: organisation.id,
    tenantId: null,
    cityTimeZone: organisation.city.template.timezone,
  };
}

async function createLavalEvents(ctx: DemoContext, db: Db, random: Random, organisation: DemoOrganisation) {
  const branch = organisation.branches[0]!;
  const [lat, lng] = branch.region.template.centre;
  const destination = { address: `${organisation.name} – ${branch.name}`, lat, lng };
  const admin = adminOf(organisation);
  const oneOff = toIsoDate(addDays(ctx.now, 10));
  const recurring = await createCarpoolEvent(
    db,
    admin,
    {
      name: 'Covoiturage du matin',
      destination,
      frequency: 'recurring',
      days: [...WEEKDAYS_ONLY],
      meetingTime: Object.fromEntries(WEEKDAYS_ONLY.map((day) => [day, '08:00'])),
      date: toIsoDate(addDays(ctx.now, -30)),
      endDate: null,
      requiresValidation: false,
    },
    { id: random.uuid() },
  );
  const once = await createCarpoolEvent(
    db,
    admin,
    {
      name: 'Journée de la mobilité durable',
      destination,
      frequency: 'once',
      date: oneOff,
      meetingTime: { [weekdayOf(oneOff)]: '09:00' },
      requiresValidation: true,
    },
    { id: random.uuid() },
  );
  for (const event of [recurring, once]) {
    ctx.world.carpoolEvents.push({
      id: event.id,
      cityId: event.cityId,
      organisationId: organisation.id,
      name: event.name,
    });
  }
  return [recurring.id, once.id];
}

async function fillEvent(ctx: DemoContext, db: Db, random: Random, organisation: DemoOrganisation, eventId: string) {
  const event = (await findCarpoolEvent(db, eventId))!.event;
  if (event.lat === null || event.lng === null) return;
  const destination: LatLng = [event.lat, event.lng];
  const today = toIsoDate(ctx.now);
  const schedule = { ...event, days: event.days };
  const past = carpoolOccurrences(schedule, addIsoDays(today, -14), addIsoDays(today, -1)).slice(-PAST_OCCURRENCES);
  const coming = carpoolOccurrences(schedule, today, addIsoDays(today, 30)).slice(0, COMING_OCCURRENCES);
  const people = ctx.world.participants.filter((participant) => participant.organisationId === organisation.id);
  const timeZone = organisation.city.template.timezone;
  const departureOf = departures(random, destination);
  for (const occurrence of [...past, ...coming]) {
    const isPast = occurrence < today;
    const chosen = random.shuffle(people).slice(0, PEOPLE_PER_OCCURRENCE);
    const registeredAt = isPast ? new Date(`${addIsoDays(occurrence, -2)}T12:00:00Z`) : ctx.now;
    const actors = new Map<string, ParticipantActor>();
    const pickups = new Map<string, LatLng>();
    for (const [index, participant] of chosen.entries()) {
      const actor: ParticipantActor = {
        kind: 'participant',
        userId: participant.authUserId,
        sessionId: 'demo',
        email: participant.email,
        participantId: participant.id,
        cityId: participant.cityId,
        organisationId: participant.organisationId,
        branchId: participant.branchId,
        cityTimeZone: timeZone,
      };
      const [lat, lng] = departureOf(participant.id);
      const drives = index < DRIVERS_PER_OCCURRENCE;
      const request = await registerForCarpool(
        db,
        actor,
        eventId,
        {
          occurrenceDate: occurrence,
          role: drives ? 'driver' : 'rider',
          seats: drives ? random.int(2, 3) : null,
          licencePlate: drives ? `${random.string(3, 'ABCDEFGHJKLMNPRSTVWXYZ')} ${random.int(100, 999)}` : null,
          detourMinutes: drives ? random.int(10, 15) : null,
          area: { lat: Math.round(lat * 1000) / 1000, lng: Math.round(lng * 1000) / 1000, radiusM: 800 },
        },
        noTrigger,
        { now: registeredAt, id: random.uuid() },
      );
      actors.set(request.id, actor);
      pickups.set(request.id, [request.area.lat, request.area.lng]);
    }
    await matchCarpoolOccurrence(db, eventId, occurrence, { newId: random.uuid });
    const matches = (
      await ctx.tx
        .select()
        .from(carpoolMatches)
        .where(and(eq(carpoolMatches.eventId, eventId), eq(carpoolMatches.occurrenceDate, occurrence)))
    ).sort((a, b) => a.id.localeCompare(b.id));
    for (const match of matches) {
      const driver = actors.get(match.driverRequestId)!;
      const rider = actors.get(match.riderRequestId)!;
      const draw = random.next();
      if (draw < (isPast ? 0.1 : 0.2)) {
        await answerCarpoolMatch(db, rider, match.id, 'decline', noTrigger);
        continue;
      }
      if (draw > (isPast ? 0.85 : 0.6)) continue;
      await answerCarpoolMatch(db, driver, match.id, 'accept', noTrigger);
      if (!isPast && draw > 0.45) continue;
      const answered = await answerCarpoolMatch(db, rider, match.id, 'accept', noTrigger);
      if (answered.status === 'active') {
        const decision = random.chance(0.85) ? 'validate' : 'reject';
        const decided = await decideCarpoolMatch(db, adminOf(organisation), eventId, match.id, { action: decision });
        if (decided.status === 'accepted' && random.chance(0.3)) {
          await decideCarpoolMatch(db, adminOf(organisation), eventId, match.id, { action: 'permit', granted: true });
        }
        if (decided.status !== 'accepted') continue;
      }
      if (isPast && random.chance(0.6)) {
        await recordSharedTrip(ctx, db, random, {
          riderId: rider.participantId,
          matchId: match.id,
          pickup: pickups.get(match.riderRequestId)!,
          destination,
          start: match.eta!,
          end: new Date(localDateTimeToInstant(`${occurrence}T${event.meetingTime[weekdayOf(occurrence)]}`, timeZone)),
        });
      }
    }
  }
}

/** Each participant's departure point for an event, the same at every occurrence. */
function departures(random: Random, destination: LatLng) {
  const centres = Array.from({ length: NEIGHBOURHOODS }, () => scatterPoint(random, destination, 6));
  const points = new Map<string, LatLng>();
  return (participantId: string) => {
    let point = points.get(participantId);
    if (!point) {
      point = random.chance(SCATTERED_SHARE)
        ? scatterPoint(random, destination, 9)
        : scatterPoint(random, random.pick(centres), 0.3);
      points.set(participantId, point);
    }
    return point;
  };
}

async function recordSharedTrip(
  ctx: DemoContext,
  db: Db,
  random: Random,
  trip: { riderId: string; matchId: string; pickup: LatLng; destination: LatLng; start: Date; end: Date },
) {
  const [lat, lng] = trip.pickup;
  const km = straightKm({ lat, lng }, { lat: trip.destination[0], lng: trip.destination[1] }) * DETOUR_FACTOR;
  const [result] = await ingestTrips(
    db,
    trip.riderId,
    [
      {
        id: `carpool-${trip.matchId}`,
        activityType: 'carpool',
        startTime: trip.start.toISOString(),
        endTime: trip.end.toISOString(),
        distance: Math.round(km * 1000),
        geometry: encodePolyline(spaceEvenly(buildRoute(random, trip.pickup, trip.destination, 3))),
        source: 'app',
        carpoolMatchId: trip.matchId,
      },
    ],
    ctx.now,
    // Backfilled as though the rider's app had sent it after the ride (as the year of trips is): received weeks
    // later, it would wait for a city admin's review as too old, and stay out of the statistics.
    { maxTripAgeDays: Math.ceil((ctx.now.getTime() - trip.start.getTime()) / 86_400_000) + 1 },
  );
  ctx.world.trips.recorded += 1;
  if (result!.status === 'counted') ctx.world.trips.counted += 1;
  ctx.world.trips.greenpoints += result!.greenpoints;
}

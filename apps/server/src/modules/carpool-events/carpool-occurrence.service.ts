import {
  CARPOOL_SHARED_TRIP_GRACE_DAYS,
  addDays,
  localDateTimeToInstant,
  minutesOfDay,
  weekdayOf,
  type CarpoolStatus,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { lockCarpoolEvent, type CarpoolRequestRow } from './carpool-events.repository.ts';
import { settleRequests } from './carpool-events.service.ts';
import { planCarpoolMatches, type MatchingDriver, type MatchingRider } from './carpool-matching.ts';
import { straightLineRouting, type RoutingService } from './routing-service.ts';
import {
  deleteUnansweredProposals,
  expireOccurrence,
  failUnsharedOccurrence,
  findCarpoolSettings,
  findCityTimeZone,
  insertMatches,
  listOccurrenceMatches,
  listOccurrenceRequests,
  listOccurrencesWithRequests,
} from './participant-carpool.repository.ts';

const LIVE: readonly CarpoolStatus[] = ['active', 'processing', 'accepted'];

/**
 * Plans one occurrence again: the engine's proposals nobody has answered are withdrawn, then the requests still
 * free are matched under the city's limits. A match someone accepted keeps its seat (and its share of the
 * driver's detour limit). A request "both" drives when the drivers' seats are fewer than the riders; it rides
 * otherwise. Driving times come from the routing service (straight lines without one). Returns how many
 * matches were proposed; an event that is not open, or without a destination point, is left alone.
 */
export async function matchCarpoolOccurrence(
  db: Db,
  eventId: string,
  occurrenceDate: string,
  options: { newId?: () => string; routing?: RoutingService } = {},
) {
  return db.transaction(async (tx) => {
    const event = await lockCarpoolEvent(tx, eventId);
    if (!event || event.state !== 'open' || event.lat === null || event.lng === null) return 0;
    const meetingTime = event.meetingTime[weekdayOf(occurrenceDate)];
    if (!meetingTime) return 0;
    const settings = await findCarpoolSettings(tx, event.cityId);
    const live = await listOccurrenceRequests(tx, eventId, occurrenceDate);
    const existing = await listOccurrenceMatches(tx, eventId, occurrenceDate);
    const unanswered = existing.filter(
      (match) => match.status === 'processing' && !match.driverAcceptedAt && !match.riderAcceptedAt,
    );
    await deleteUnansweredProposals(
      tx,
      unanswered.map((match) => match.id),
    );
    const kept = existing.filter((match) => !unanswered.includes(match));
    const requests = live.filter((request) => LIVE.includes(request.status));
    const ridingIds = new Set(kept.map((match) => match.riderRequestId));
    const drivingIds = new Set(kept.map((match) => match.driverRequestId));
    const seatsOf = (request: CarpoolRequestRow) => request.seats ?? 0;
    const pureSeats = requests.filter((request) => request.role === 'driver').reduce((sum, r) => sum + seatsOf(r), 0);
    const pureRiders = requests.filter((request) => request.role === 'rider').length;
    const bothDrives = pureSeats < pureRiders;
    const drives = (request: CarpoolRequestRow) =>
      drivingIds.has(request.id) ||
      (!ridingIds.has(request.id) && (request.role === 'driver' || (request.role === 'both' && bothDrives)));

    const drivers: MatchingDriver[] = [];
    const riders: MatchingRider[] = [];
    for (const request of requests) {
      const point = { id: request.id, lat: request.areaLat, lng: request.areaLng };
      if (drives(request)) {
        const own = kept.filter((match) => match.driverRequestId === request.id);
        const limit = Math.min(request.detourMinutes ?? Infinity, settings.driverDetourMinutes);
        drivers.push({
          ...point,
          seats: Math.min(seatsOf(request), settings.maxMatchesPerUser ?? Infinity) - own.length,
          maxDetourMinutes: Math.max(0, limit - own.reduce((sum, match) => sum + match.detourMinutes, 0)),
        });
      } else if (!ridingIds.has(request.id)) {
        riders.push({
          ...point,
          maxDetourMinutes: Math.min(request.detourMinutes ?? Infinity, settings.riderDetourMinutes),
          windowStart: request.windowStart ? minutesOfDay(request.windowStart) : null,
          windowEnd: request.windowEnd ? minutesOfDay(request.windowEnd) : null,
        });
      }
    }
    const destination = { lat: event.lat, lng: event.lng };
    const seated = drivers.filter((driver) => driver.seats > 0);
    const routing = options.routing ?? straightLineRouting;
    const plan = planCarpoolMatches({
      destination,
      arrivalMinutes: minutesOfDay(meetingTime),
      drivers: seated,
      riders,
      maxMatchesPerDriver: null,
      travelMinutes: await routing.legsBetween([destination, ...seated, ...riders]),
    });
    const timeZone = await findCityTimeZone(tx, event.cityId);
    const riderById = new Map(riders.map((rider) => [rider.id, rider]));
    await insertMatches(
      tx,
      plan.matches.map((match) => {
        const rider = riderById.get(match.riderId)!;
        const pickup = Math.max(0, Math.floor(match.pickupMinutes));
        const local = `${occurrenceDate}T${String(Math.floor(pickup / 60)).padStart(2, '0')}:${String(pickup % 60).padStart(2, '0')}`;
        return {
          ...(options.newId ? { id: options.newId() } : {}),
          eventId,
          occurrenceDate,
          driverRequestId: match.driverId,
          riderRequestId: match.riderId,
          status: 'processing' as const,
          eta: new Date(localDateTimeToInstant(local, timeZone)),
          meetLat: rider.lat,
          meetLng: rider.lng,
          detourMinutes: Math.round(match.detourMinutes),
        };
      }),
    );
    await settleRequests(tx, [
      ...new Set([
        ...unanswered.flatMap((m) => [m.driverRequestId, m.riderRequestId]),
        ...plan.matches.flatMap((m) => [m.driverId, m.riderId]),
      ]),
    ]);
    return plan.matches.length;
  });
}

/**
 * Occurrences of the days before `today` expire what they left waiting: unconfirmed matches and requests (the
 * system's move in the transition table); confirmed matches wait `CARPOOL_SHARED_TRIP_GRACE_DAYS` for their
 * shared trip, then fail.
 */
export async function expireCarpoolOccurrencesBefore(db: Db, today: string) {
  const past = await listOccurrencesWithRequests(db, '2000-01-01', addDays(today, -1));
  const graceEnded = addDays(today, -CARPOOL_SHARED_TRIP_GRACE_DAYS);
  for (const { eventId, occurrenceDate } of past) {
    await db.transaction(async (tx) => {
      await expireOccurrence(tx, eventId, occurrenceDate);
      if (occurrenceDate < graceEnded) await failUnsharedOccurrence(tx, eventId, occurrenceDate);
    });
  }
  return past.length;
}

/** The periodic pass: past occurrences expire, those of today and tomorrow are planned again before they start. */
export async function runCarpoolOccurrences(db: Db, today: string, routing?: RoutingService) {
  const expired = await expireCarpoolOccurrencesBefore(db, today);
  let proposed = 0;
  for (const { eventId, occurrenceDate } of await listOccurrencesWithRequests(db, today, addDays(today, 1))) {
    proposed += await matchCarpoolOccurrence(db, eventId, occurrenceDate, { routing });
  }
  return { expired, proposed };
}

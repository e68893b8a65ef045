import {
  addDays,
  canTransition,
  carpoolOccurrences,
  localDayOf,
  type CarpoolEvent,
  type CarpoolRequestInput,
  type CarpoolRole,
  type ParticipantCarpoolEvent,
  type ParticipantCarpoolMatch,
} from '@mobiverte/contracts';
import type { Actor, ParticipantActor } from '../../auth/actor.ts';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  cancelLiveMatchesOf,
  findCarpoolEvent,
  findMatchView,
  findRequestView,
  lockMatch,
  setRequestStatus,
  updateMatch,
  type CarpoolMatchView,
} from './carpool-events.repository.ts';
import {
  invalidTransition,
  settleRequests,
  type CarpoolTrigger,
  toCarpoolEvent,
  toCarpoolMatch,
  toCarpoolRequest,
} from './carpool-events.service.ts';
import {
  countConfirmedSeats,
  insertRequest,
  listOpenEventsFor,
  listParticipantMatches,
  listParticipantRequests,
  listOccurrenceRequests,
} from './participant-carpool.repository.ts';

/** How far ahead a participant sees an event's occurrences. */
export const CARPOOL_HORIZON_DAYS = 28;

export type { CarpoolTrigger };

const todayOf = (actor: ParticipantActor, now: Date) => localDayOf(now, actor.cityTimeZone);

const isOpenTo = (event: CarpoolEvent, actor: ParticipantActor) =>
  event.cityId === actor.cityId && (event.organisationId === null || event.organisationId === actor.organisationId);

export async function listParticipantCarpoolEvents(db: Db, actor: Actor, now = new Date()) {
  const participant = requireParticipantActor(actor);
  const today = todayOf(participant, now);
  const rows = await listOpenEventsFor(db, participant.cityId, participant.organisationId);
  return rows
    .map<ParticipantCarpoolEvent>((row) => {
      const event = toCarpoolEvent(row);
      return { ...event, occurrences: carpoolOccurrences(event, today, addDays(today, CARPOOL_HORIZON_DAYS)) };
    })
    .filter((event) => event.occurrences.length > 0);
}

async function findOpenEvent(db: Db, participant: ParticipantActor, eventId: string) {
  const row = await findCarpoolEvent(db, eventId);
  const event = row && toCarpoolEvent(row);
  if (!event || !isOpenTo(event, participant)) throw notFound();
  if (event.state !== 'open') throw conflict('carpool_event_not_open', 'The event is not open for registration');
  return event;
}

/**
 * Registers the participant for one occurrence of an open event, as driver, rider or both (`now` and `id` are
 * the demo generator's, which registers its participants days before past occurrences).
 */
export async function registerForCarpool(
  db: Db,
  actor: Actor,
  eventId: string,
  input: CarpoolRequestInput,
  trigger: CarpoolTrigger,
  { now = new Date(), id }: { now?: Date; id?: string } = {},
) {
  const participant = requireParticipantActor(actor);
  const event = await findOpenEvent(db, participant, eventId);
  const today = todayOf(participant, now);
  if (input.occurrenceDate < today) throw badRequest('carpool_occurrence_past', 'This occurrence has passed');
  if (carpoolOccurrences(event, input.occurrenceDate, input.occurrenceDate).length === 0) {
    throw badRequest('carpool_not_an_occurrence', 'The event does not meet on that day');
  }
  const rides = input.role === 'rider';
  try {
    const request = await insertRequest(db, {
      ...(id ? { id } : {}),
      eventId,
      occurrenceDate: input.occurrenceDate,
      participantId: participant.participantId,
      role: input.role,
      seats: rides ? null : input.seats!,
      licencePlate: rides ? null : (input.licencePlate ?? null),
      detourMinutes: input.detourMinutes ?? null,
      areaLat: input.area.lat,
      areaLng: input.area.lng,
      areaRadiusM: input.area.radiusM,
      windowStart: input.role === 'driver' ? null : (input.windowStart ?? null),
      windowEnd: input.role === 'driver' ? null : (input.windowEnd ?? null),
    });
    trigger.requestsChanged(eventId, input.occurrenceDate);
    return requestView(db, request.id);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('carpool_already_registered', 'Already registered for this occurrence');
    }
    throw error;
  }
}

/**
 * The spec's `create-carpool-event/{ownerId}/{eventId}/{role}`: registers the participant for the event's next
 * occurrence in that role, with the departure area, seats, plate and detour of its last request to the event.
 */
export async function registerForNextOccurrence(
  db: Db,
  actor: Actor,
  params: { ownerId: string; eventId: string; role: CarpoolRole },
  trigger: CarpoolTrigger,
  now = new Date(),
) {
  const participant = requireParticipantActor(actor);
  const event = await findOpenEvent(db, participant, params.eventId);
  if ((event.organisationId ?? event.cityId) !== params.ownerId) throw notFound();
  const today = todayOf(participant, now);
  const [next] = carpoolOccurrences(event, today, addDays(today, CARPOOL_HORIZON_DAYS));
  if (!next) throw badRequest('carpool_not_an_occurrence', 'The event has no occurrence ahead');
  const previous = (await listParticipantRequests(db, participant.participantId, '2000-01-01'))
    .map((row) => row.request)
    .filter((request) => request.eventId === event.id)
    .at(-1);
  if (!previous) {
    throw badRequest('validation_failed', 'A first registration gives its departure area', [
      { path: 'area', message: 'Register once with POST /api/app/v2/carpool/events/{eventId}/requests' },
    ]);
  }
  const seats = params.role === 'rider' ? null : (previous.seats ?? 1);
  return registerForCarpool(
    db,
    actor,
    event.id,
    {
      occurrenceDate: next,
      role: params.role,
      seats,
      licencePlate: previous.licencePlate,
      detourMinutes: previous.detourMinutes,
      area: { lat: previous.areaLat, lng: previous.areaLng, radiusM: previous.areaRadiusM },
      windowStart: previous.windowStart,
      windowEnd: previous.windowEnd,
    },
    trigger,
    { now },
  );
}

async function requestView(db: Db, requestId: string) {
  const row = await findRequestView(db, requestId);
  return toCarpoolRequest(row!.request, row!.participantName);
}

export async function listMyCarpoolRequests(db: Db, actor: Actor, now = new Date()) {
  const participant = requireParticipantActor(actor);
  const rows = await listParticipantRequests(db, participant.participantId, addDays(todayOf(participant, now), -7));
  return rows.map((row) => toCarpoolRequest(row.request, row.participantName));
}

function toParticipantMatch(row: CarpoolMatchView, participantId: string): ParticipantCarpoolMatch {
  const myRole = row.driverParticipantId === participantId ? 'driver' : 'rider';
  return {
    ...toCarpoolMatch(row),
    myRole,
    other: {
      name: myRole === 'driver' ? row.riderName : row.driverName,
      carpoolCode: myRole === 'driver' ? row.riderCarpoolCode : row.driverCarpoolCode,
      licencePlate: myRole === 'rider' ? row.driverPlate : null,
    },
  };
}

export async function listMyCarpoolMatches(db: Db, actor: Actor, now = new Date()) {
  const participant = requireParticipantActor(actor);
  const rows = await listParticipantMatches(db, participant.participantId, addDays(todayOf(participant, now), -7));
  return rows.map((row) => toParticipantMatch(row, participant.participantId));
}

export type ParticipantMatchAction = 'accept' | 'decline' | 'cancel';

/**
 * The participant's answer to a match. Accepting takes a seat: the driver's request is locked while its
 * confirmed matches are counted, so two riders accepting the last seat at once get one seat and one 409. Once
 * both said yes the match is confirmed, or on hold for the admin when the event asks for validation.
 */
export async function answerCarpoolMatch(
  db: Db,
  actor: Actor,
  matchId: string,
  action: ParticipantMatchAction,
  trigger: CarpoolTrigger,
) {
  const participant = requireParticipantActor(actor);
  const view = await findMatchView(db, matchId);
  if (
    !view ||
    (view.driverParticipantId !== participant.participantId && view.riderParticipantId !== participant.participantId)
  ) {
    throw notFound();
  }
  const asDriver = view.driverParticipantId === participant.participantId;
  const row = await findCarpoolEvent(db, view.match.eventId);
  const requiresValidation = row!.event.requiresValidation;
  await db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    if (!locked) throw notFound();
    const { match, driverRequest } = locked;
    if (action === 'accept') {
      if (!canTransition('match', match.status, 'accepted', 'participant')) {
        throw invalidTransition(match.status, 'accepted');
      }
      const now = new Date();
      const driverAcceptedAt = asDriver ? now : match.driverAcceptedAt;
      const riderAcceptedAt = asDriver ? match.riderAcceptedAt : now;
      const both = driverAcceptedAt !== null && riderAcceptedAt !== null;
      if (both && (await countConfirmedSeats(tx, driverRequest.id)) >= (driverRequest.seats ?? 0)) {
        throw conflict('carpool_no_seat_left', 'The last seat was just taken');
      }
      const status = !both ? 'processing' : requiresValidation && !match.validatedAt ? 'active' : 'accepted';
      await updateMatch(tx, matchId, { driverAcceptedAt, riderAcceptedAt, status });
    } else {
      const to = action === 'decline' ? 'declined' : 'cancelled';
      if (!canTransition('match', match.status, to, 'participant')) throw invalidTransition(match.status, to);
      await updateMatch(tx, matchId, { status: to });
    }
    await settleRequests(tx, [match.driverRequestId, match.riderRequestId]);
  });
  if (action !== 'accept') trigger.requestsChanged(view.match.eventId, view.match.occurrenceDate);
  return toParticipantMatch((await findMatchView(db, matchId))!, participant.participantId);
}

/** Withdraws the participant's request: its live matches are cancelled and the occurrence is planned again. */
export async function cancelMyCarpoolRequest(db: Db, actor: Actor, requestId: string, trigger: CarpoolTrigger) {
  const participant = requireParticipantActor(actor);
  const result = await db.transaction(async (tx) => {
    const found = await findRequestView(tx, requestId);
    if (!found || found.request.participantId !== participant.participantId) throw notFound();
    const locked = await listOccurrenceRequests(tx, found.request.eventId, found.request.occurrenceDate);
    const request = locked.find((row) => row.id === requestId) ?? found.request;
    if (!canTransition('request', request.status, 'cancelled', 'participant')) {
      throw conflict('carpool_invalid_transition', `A request cannot go from ${request.status} to cancelled`);
    }
    const others = await cancelLiveMatchesOf(tx, request.id);
    await setRequestStatus(tx, request.id, 'cancelled');
    await settleRequests(tx, others);
    return request;
  });
  trigger.requestsChanged(result.eventId, result.occurrenceDate);
  return requestView(db, result.id);
}

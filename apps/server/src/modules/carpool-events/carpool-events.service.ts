import {
  CARPOOL_ADMIN_REQUEST_ACTIONS,
  CARPOOL_EVENT_ACTIONS,
  LIVE_MATCH_STATUSES,
  canTransition,
  carpoolScheduleChange,
  localDayOf,
  requestStatusFromMatches,
  type CarpoolAdminRequestAction,
  type CarpoolEvent,
  type CarpoolEventAction,
  type CarpoolEventInput,
  type CarpoolMatch,
  type CarpoolMatchListQuery,
  type CarpoolRequest,
  type CarpoolRequestListQuery,
  type CarpoolStatus,
} from '@mobiverte/contracts';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  cancelLiveMatchesOf,
  cancelLiveMatchesOfDays,
  cancelLiveOfEvent,
  countEventActivity,
  findBranch,
  findCarpoolEvent,
  findLiveMatchStatuses,
  findMatchView,
  findRequestView,
  findRequests,
  insertCarpoolEvent,
  listCarpoolEventsOfCity,
  listCarpoolEventsOfOrganisation,
  listEventMatches,
  listEventRequests,
  listLiveOccurrenceDates,
  lockCarpoolEvent,
  lockMatch,
  setRequestStatus,
  updateCarpoolEvent,
  updateMatch,
  type CarpoolEventValues,
  type CarpoolMatchView,
  type CarpoolRequestRow,
} from './carpool-events.repository.ts';
import { findCityTimeZone, listOccurrenceRequests } from './participant-carpool.repository.ts';

/** Something changed in an occurrence's requests: the engine plans it again (a debounced job, when jobs run). */
export type CarpoolTrigger = { requestsChanged: (eventId: string, occurrenceDate: string) => void };

type Row = Awaited<ReturnType<typeof listCarpoolEventsOfCity>>[number];

export function toCarpoolEvent(row: Row): CarpoolEvent {
  const { event } = row;
  return {
    id: event.id,
    name: event.name,
    address: event.address,
    branchId: event.branchId,
    lat: event.lat,
    lng: event.lng,
    frequency: event.frequency,
    date: event.date,
    days: event.days,
    meetingTime: event.meetingTime,
    endDate: event.endDate,
    requiresValidation: event.requiresValidation,
    state: event.state,
    organisationId: event.organisationId,
    organisationName: row.organisationName,
    cityId: event.cityId,
  };
}

export function toCarpoolRequest(request: CarpoolRequestRow, participantName: string): CarpoolRequest {
  return {
    id: request.id,
    eventId: request.eventId,
    occurrenceDate: request.occurrenceDate,
    participantId: request.participantId,
    participantName,
    role: request.role,
    seats: request.seats,
    licencePlate: request.licencePlate,
    detourMinutes: request.detourMinutes,
    area: { lat: request.areaLat, lng: request.areaLng, radiusM: request.areaRadiusM },
    windowStart: request.windowStart,
    windowEnd: request.windowEnd,
    status: request.status,
    statusReason: request.statusReason,
    createdAt: request.createdAt.toISOString(),
  };
}

export function toCarpoolMatch(row: CarpoolMatchView): CarpoolMatch {
  const { match } = row;
  return {
    id: match.id,
    eventId: match.eventId,
    occurrenceDate: match.occurrenceDate,
    driverRequestId: match.driverRequestId,
    riderRequestId: match.riderRequestId,
    driverName: row.driverName,
    riderName: row.riderName,
    status: match.status,
    statusReason: match.statusReason,
    eta: match.eta?.toISOString() ?? null,
    meetPoint: match.meetLat === null || match.meetLng === null ? null : { lat: match.meetLat, lng: match.meetLng },
    detourMinutes: match.detourMinutes,
    driverAcceptedAt: match.driverAcceptedAt?.toISOString() ?? null,
    riderAcceptedAt: match.riderAcceptedAt?.toISOString() ?? null,
    validatedBy: match.validatedBy,
    validatedAt: match.validatedAt?.toISOString() ?? null,
    parkingPermit: match.parkingPermit,
    createdAt: match.createdAt.toISOString(),
  };
}

/** The carpool events of the actor's organisation, or of the whole city for city admins. */
export async function listCarpoolEventsFor(db: Db, actor: Actor) {
  const dashboard = requireDashboardActor(actor);
  const rows =
    dashboard.role === 'city'
      ? await listCarpoolEventsOfCity(db, dashboard.cityId)
      : await listCarpoolEventsOfOrganisation(db, dashboard.organisationId!);
  const activity = await countEventActivity(
    db,
    rows.map((row) => row.event.id),
  );
  const data = rows.map((row) => ({ ...toCarpoolEvent(row), ...activity.get(row.event.id)! }));
  return { data, total: rows.length };
}

const scopeOf = (event: { cityId: string; organisationId: string | null }) => ({
  cityId: event.cityId,
  organisationId: event.organisationId,
});

async function findAuthorizedEvent(db: Db, actor: Actor, id: string, permission: 'read' | 'write') {
  const row = await findCarpoolEvent(db, id);
  if (!row) throw notFound();
  authorize(actor, `carpool-events.${permission}`, scopeOf(row.event));
  return row;
}

export async function getCarpoolEvent(db: Db, actor: Actor, id: string) {
  return toCarpoolEvent(await findAuthorizedEvent(db, actor, id, 'read'));
}

/** The stored columns of an event's input; a branch must be one of the event's organisation's. */
async function eventValues(db: Db, input: CarpoolEventInput, organisationId: string | null) {
  const { destination } = input;
  let place: Pick<CarpoolEventValues, 'address' | 'branchId' | 'lat' | 'lng'>;
  if ('branchId' in destination) {
    const branch = await findBranch(db, destination.branchId);
    if (!branch || branch.organisationId !== organisationId) {
      throw badRequest('carpool_branch_not_owned', 'The branch is not one of the event’s organisation');
    }
    const point = destination.lat !== undefined && destination.lng !== undefined;
    place = {
      address: branch.name,
      branchId: branch.id,
      lat: point ? destination.lat! : null,
      lng: point ? destination.lng! : null,
    };
  } else {
    place = { address: destination.address, branchId: null, lat: destination.lat, lng: destination.lng };
  }
  const once = input.frequency === 'once';
  return {
    ...place,
    name: input.name,
    frequency: input.frequency,
    date: input.date ?? null,
    days: once ? (Object.keys(input.meetingTime) as CarpoolEventValues['days']) : [...new Set(input.days)],
    meetingTime: input.meetingTime,
    endDate: once ? null : (input.endDate ?? null),
    requiresValidation: input.requiresValidation,
  } satisfies Partial<CarpoolEventValues>;
}

/**
 * Creates an event of the actor's organisation (or of the city, for a city's account); `id` is the demo
 * generator's (its world is the same for the same seed).
 */
export async function createCarpoolEvent(
  db: Db,
  actor: Actor,
  input: CarpoolEventInput,
  options: { id?: string } = {},
) {
  const dashboard = requireDashboardActor(actor);
  const owner = ownerOf(dashboard);
  authorize(actor, 'carpool-events.write', owner);
  const id = await insertCarpoolEvent(db, {
    ...(options.id ? { id: options.id } : {}),
    ...owner,
    ...(await eventValues(db, input, owner.organisationId)),
    createdBy: dashboard.userId,
  });
  return getCarpoolEvent(db, actor, id);
}

const ownerOf = (actor: DashboardActor) => ({
  cityId: actor.cityId,
  organisationId: actor.role === 'city' ? null : actor.organisationId,
});

/**
 * Replaces an event's name, destination and schedule. The requests of its coming days follow the new schedule
 * (`carpoolScheduleChange`): a day no longer met has its requests and matches cancelled, a day met at another
 * time has its matches called off and is planned again, both with the reason `schedule_changed`.
 */
export async function updateCarpoolEventFor(
  db: Db,
  actor: Actor,
  id: string,
  input: CarpoolEventInput,
  trigger: CarpoolTrigger,
) {
  const row = await findAuthorizedEvent(db, actor, id, 'write');
  const values = await eventValues(db, input, row.event.organisationId);
  const today = localDayOf(new Date(), await findCityTimeZone(db, row.event.cityId));
  const retimed = await db.transaction(async (tx) => {
    const before = await lockCarpoolEvent(tx, id);
    if (!before) throw notFound();
    if (before.state === 'closed') throw conflict('carpool_event_closed', 'The event is closed');
    await updateCarpoolEvent(tx, id, values);
    const days = await listLiveOccurrenceDates(tx, id, today);
    const changeOf = (day: string) => carpoolScheduleChange(before, values, day);
    await cancelLiveOfEvent(
      tx,
      id,
      'schedule_changed',
      days.filter((day) => changeOf(day) === 'removed'),
    );
    const moved = days.filter((day) => changeOf(day) === 'retimed');
    await settleRequests(tx, await cancelLiveMatchesOfDays(tx, id, moved, 'schedule_changed'));
    return moved;
  });
  for (const day of retimed) trigger.requestsChanged(id, day);
  return getCarpoolEvent(db, actor, id);
}

/** Opens, pauses or closes an event; a closed event stays closed, its live requests and matches are cancelled. */
export async function changeCarpoolEventState(db: Db, actor: Actor, id: string, action: CarpoolEventAction) {
  await findAuthorizedEvent(db, actor, id, 'write');
  const state = CARPOOL_EVENT_ACTIONS[action];
  await db.transaction(async (tx) => {
    const event = await lockCarpoolEvent(tx, id);
    if (!event) throw notFound();
    if (event.state === 'closed') throw conflict('carpool_event_closed', 'The event is closed');
    await updateCarpoolEvent(tx, id, { state });
    if (state === 'closed') await cancelLiveOfEvent(tx, id, 'event_closed');
  });
  return getCarpoolEvent(db, actor, id);
}

export async function listCarpoolEventRequests(db: Db, actor: Actor, id: string, query: CarpoolRequestListQuery) {
  await findAuthorizedEvent(db, actor, id, 'read');
  const { rows, total } = await listEventRequests(db, id, query);
  return {
    data: rows.map((row) => toCarpoolRequest(row.request, row.participantName)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listCarpoolEventMatches(db: Db, actor: Actor, id: string, query: CarpoolMatchListQuery) {
  await findAuthorizedEvent(db, actor, id, 'read');
  const { rows, total } = await listEventMatches(db, id, query);
  return { data: rows.map(toCarpoolMatch), total, page: query.page, pageSize: query.pageSize };
}

/** Sets each of these requests' status from the matches it is in. */
export async function settleRequests(tx: Tx, requestIds: string[]) {
  const [requests, live] = await Promise.all([findRequests(tx, requestIds), findLiveMatchStatuses(tx, requestIds)]);
  for (const request of requests) {
    const statuses = live
      .filter((match) => match.driverRequestId === request.id || match.riderRequestId === request.id)
      .map((match) => match.status);
    const status = requestStatusFromMatches(request.status, statuses);
    if (status !== request.status) await setRequestStatus(tx, request.id, status);
  }
}

const isLiveMatch = (status: CarpoolStatus) => (LIVE_MATCH_STATUSES as readonly CarpoolStatus[]).includes(status);

export const invalidTransition = (from: CarpoolStatus, to: CarpoolStatus) =>
  ['expired', 'failed', 'success', 'deleted'].includes(from)
    ? conflict('carpool_match_expired', `The match is ${from}`)
    : conflict('carpool_invalid_transition', `A match cannot go from ${from} to ${to}`);

type AdminMatchDecision = { action: 'validate' | 'reject' | 'cancel' } | { action: 'permit'; granted: boolean };
const ADMIN_MATCH_MOVES = { validate: 'accepted', reject: 'rejected', cancel: 'cancelled' } as const;

/**
 * An admin's decision on a match: validate (a match on hold is confirmed; a proposal still awaiting its
 * participants is pre-validated), reject, call off a confirmed one (cancel: its requests go back to the pool),
 * or grant (or withdraw) the driver's parking permit.
 */
export async function decideCarpoolMatch(
  db: Db,
  actor: Actor,
  eventId: string,
  matchId: string,
  decision: AdminMatchDecision,
  trigger?: CarpoolTrigger,
) {
  const dashboard = requireDashboardActor(actor);
  await findAuthorizedEvent(db, actor, eventId, 'write');
  await db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId);
    if (!locked || locked.match.eventId !== eventId) throw notFound();
    const { match } = locked;
    const now = new Date();
    if (decision.action === 'permit') {
      if (!isLiveMatch(match.status)) throw invalidTransition(match.status, match.status);
      await updateMatch(tx, matchId, { parkingPermit: decision.granted });
      return;
    }
    const { action } = decision;
    if (action === 'validate' && match.status === 'processing') {
      await updateMatch(tx, matchId, { validatedBy: dashboard.userId, validatedAt: now });
      return;
    }
    const to = ADMIN_MATCH_MOVES[action];
    if (!canTransition('match', match.status, to, 'admin')) throw invalidTransition(match.status, to);
    await updateMatch(tx, matchId, {
      status: to,
      ...(action === 'validate' ? { validatedBy: dashboard.userId, validatedAt: now } : {}),
    });
    await settleRequests(tx, [match.driverRequestId, match.riderRequestId]);
  });
  const view = await findMatchView(db, matchId);
  // A refused or called-off match sends its two requests back to the pool: plan the occurrence again.
  if (decision.action === 'reject' || decision.action === 'cancel') {
    trigger?.requestsChanged(eventId, view!.match.occurrenceDate);
  }
  return toCarpoolMatch(view!);
}

/**
 * An admin's action on a request (`CARPOOL_ADMIN_REQUEST_ACTIONS`): holding, refusing or removing it calls off its
 * live matches, whose partners go back to the pool; releasing puts it back in the pool. The occurrence is then
 * planned again.
 */
export async function decideCarpoolRequest(
  db: Db,
  actor: Actor,
  eventId: string,
  requestId: string,
  action: CarpoolAdminRequestAction,
  trigger: CarpoolTrigger,
) {
  await findAuthorizedEvent(db, actor, eventId, 'write');
  const to = CARPOOL_ADMIN_REQUEST_ACTIONS[action];
  const request = await db.transaction(async (tx) => {
    const found = await findRequestView(tx, requestId);
    if (!found || found.request.eventId !== eventId) throw notFound();
    const locked = await listOccurrenceRequests(tx, eventId, found.request.occurrenceDate);
    const current = locked.find((row) => row.id === requestId) ?? found.request;
    if (!canTransition('request', current.status, to, 'admin')) {
      throw conflict('carpool_invalid_transition', `A request cannot go from ${current.status} to ${to}`);
    }
    const partners = to === 'active' ? [] : await cancelLiveMatchesOf(tx, requestId);
    await setRequestStatus(tx, requestId, to);
    await settleRequests(tx, partners);
    return current;
  });
  trigger.requestsChanged(eventId, request.occurrenceDate);
  const view = await findRequestView(db, requestId);
  return toCarpoolRequest(view!.request, view!.participantName);
}

import { and, asc, count, desc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  LIVE_MATCH_STATUSES,
  LIVE_REQUEST_STATUSES,
  type CarpoolMatchListQuery,
  type CarpoolRequestListQuery,
  type CarpoolStatus,
  type CarpoolStatusReason,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  branches,
  carpoolEvents,
  carpoolMatches,
  carpoolRequests,
  organisations,
  participants,
} from '../../db/schema/index.ts';

export type CarpoolEventRow = typeof carpoolEvents.$inferSelect;
export type CarpoolEventValues = Omit<typeof carpoolEvents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CarpoolMatchRow = typeof carpoolMatches.$inferSelect;
export type CarpoolRequestRow = typeof carpoolRequests.$inferSelect;

const selection = {
  event: carpoolEvents,
  organisationName: organisations.name,
};

async function listCarpoolEvents(db: Db | Tx, where: SQL) {
  return db
    .select(selection)
    .from(carpoolEvents)
    .leftJoin(organisations, eq(organisations.id, carpoolEvents.organisationId))
    .where(where)
    .orderBy(asc(carpoolEvents.date), asc(carpoolEvents.name));
}

export async function findCarpoolEvent(db: Db | Tx, id: string) {
  const [row] = await listCarpoolEvents(db, eq(carpoolEvents.id, id));
  return row;
}

export async function listCarpoolEventsOfCity(db: Db, cityId: string) {
  return listCarpoolEvents(db, eq(carpoolEvents.cityId, cityId));
}

export async function listCarpoolEventsOfOrganisation(db: Db, organisationId: string) {
  return listCarpoolEvents(db, eq(carpoolEvents.organisationId, organisationId));
}

/** Per event: its requests still in play, its confirmed (or succeeded) matches and its shared trips. */
export async function countEventActivity(db: Db, eventIds: string[]) {
  if (eventIds.length === 0)
    return new Map<string, { liveRequests: number; confirmedMatches: number; sharedTrips: number }>();
  const [requests, matches] = await Promise.all([
    db
      .select({ eventId: carpoolRequests.eventId, live: count() })
      .from(carpoolRequests)
      .where(and(inArray(carpoolRequests.eventId, eventIds), inArray(carpoolRequests.status, LIVE_REQUEST_STATUSES)))
      .groupBy(carpoolRequests.eventId),
    db
      .select({
        eventId: carpoolMatches.eventId,
        confirmed: count(),
        shared: sql<number>`count(*) filter (where ${carpoolMatches.status} = 'success')`.mapWith(Number),
      })
      .from(carpoolMatches)
      .where(and(inArray(carpoolMatches.eventId, eventIds), inArray(carpoolMatches.status, ['accepted', 'success'])))
      .groupBy(carpoolMatches.eventId),
  ]);
  return new Map(
    eventIds.map((id) => {
      const match = matches.find((row) => row.eventId === id);
      return [
        id,
        {
          liveRequests: requests.find((row) => row.eventId === id)?.live ?? 0,
          confirmedMatches: match?.confirmed ?? 0,
          sharedTrips: match?.shared ?? 0,
        },
      ];
    }),
  );
}

export async function findBranch(db: Db, branchId: string) {
  const [row] = await db
    .select({ id: branches.id, name: branches.name, organisationId: branches.organisationId })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row;
}

export async function insertCarpoolEvent(db: Db | Tx, values: CarpoolEventValues) {
  const [row] = await db.insert(carpoolEvents).values(values).returning({ id: carpoolEvents.id });
  return row!.id;
}

export async function updateCarpoolEvent(db: Db | Tx, id: string, values: Partial<CarpoolEventValues>) {
  await db
    .update(carpoolEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carpoolEvents.id, id));
}

/** Locks the event's row: its state changes and registrations to it take turns. */
export async function lockCarpoolEvent(tx: Tx, id: string) {
  const [row] = await tx.select().from(carpoolEvents).where(eq(carpoolEvents.id, id)).for('update');
  return row;
}

/**
 * Cancels the event's live requests and matches (of these days only, when given), with the reason; requests are
 * locked first, in the order of their ids.
 */
export async function cancelLiveOfEvent(
  tx: Tx,
  eventId: string,
  reason: CarpoolStatusReason,
  occurrenceDates?: readonly string[],
) {
  if (occurrenceDates?.length === 0) return;
  const now = new Date();
  const values = { status: 'cancelled' as const, statusReason: reason, updatedAt: now };
  const onDays = (column: AnyPgColumn) => (occurrenceDates ? inArray(column, [...occurrenceDates]) : undefined);
  await tx
    .select({ id: carpoolRequests.id })
    .from(carpoolRequests)
    .where(and(eq(carpoolRequests.eventId, eventId), onDays(carpoolRequests.occurrenceDate)))
    .orderBy(asc(carpoolRequests.id))
    .for('update');
  await tx
    .update(carpoolMatches)
    .set(values)
    .where(
      and(
        eq(carpoolMatches.eventId, eventId),
        onDays(carpoolMatches.occurrenceDate),
        inArray(carpoolMatches.status, LIVE_MATCH_STATUSES),
      ),
    );
  await tx
    .update(carpoolRequests)
    .set(values)
    .where(
      and(
        eq(carpoolRequests.eventId, eventId),
        onDays(carpoolRequests.occurrenceDate),
        inArray(carpoolRequests.status, LIVE_REQUEST_STATUSES),
      ),
    );
}

/**
 * Calls off the live matches of these days of the event with the reason (their meeting time moved); the
 * requests they held, to be settled back into the pool. The requests are locked first.
 */
export async function cancelLiveMatchesOfDays(
  tx: Tx,
  eventId: string,
  occurrenceDates: readonly string[],
  reason: CarpoolStatusReason,
) {
  if (occurrenceDates.length === 0) return [];
  await tx
    .select({ id: carpoolRequests.id })
    .from(carpoolRequests)
    .where(and(eq(carpoolRequests.eventId, eventId), inArray(carpoolRequests.occurrenceDate, [...occurrenceDates])))
    .orderBy(asc(carpoolRequests.id))
    .for('update');
  const rows = await tx
    .update(carpoolMatches)
    .set({ status: 'cancelled', statusReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(carpoolMatches.eventId, eventId),
        inArray(carpoolMatches.occurrenceDate, [...occurrenceDates]),
        inArray(carpoolMatches.status, LIVE_MATCH_STATUSES),
      ),
    )
    .returning({ driver: carpoolMatches.driverRequestId, rider: carpoolMatches.riderRequestId });
  return [...new Set(rows.flatMap((row) => [row.driver, row.rider]))];
}

/** The days of the event from `fromDay` on that still have requests in play. */
export async function listLiveOccurrenceDates(db: Db | Tx, eventId: string, fromDay: string) {
  const rows = await db
    .selectDistinct({ day: carpoolRequests.occurrenceDate })
    .from(carpoolRequests)
    .where(
      and(
        eq(carpoolRequests.eventId, eventId),
        gte(carpoolRequests.occurrenceDate, fromDay),
        inArray(carpoolRequests.status, LIVE_REQUEST_STATUSES),
      ),
    );
  return rows.map((row) => row.day);
}

const participantName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

const REQUEST_SORTS = {
  createdAt: carpoolRequests.createdAt,
  occurrenceDate: carpoolRequests.occurrenceDate,
  status: carpoolRequests.status,
  role: carpoolRequests.role,
  participantName: participants.lastName,
} as const;

/** One page of an event's requests, with their participant's name. */
export async function listEventRequests(db: Db, eventId: string, query: CarpoolRequestListQuery) {
  const direction = query.order === 'asc' ? asc : desc;
  const where = and(
    eq(carpoolRequests.eventId, eventId),
    query.status ? eq(carpoolRequests.status, query.status) : undefined,
    query.occurrenceDate ? eq(carpoolRequests.occurrenceDate, query.occurrenceDate) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: carpoolRequests, participantName: participantName(participants) })
      .from(carpoolRequests)
      .innerJoin(participants, eq(participants.id, carpoolRequests.participantId))
      .where(where)
      .orderBy(direction(REQUEST_SORTS[query.sort]), asc(carpoolRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(carpoolRequests).where(where),
  ]);
  return { rows, total: total!.value };
}

const driverRequests = alias(carpoolRequests, 'driver_requests');
const riderRequests = alias(carpoolRequests, 'rider_requests');
export const drivers = alias(participants, 'drivers');
export const riders = alias(participants, 'riders');

const MATCH_SORTS = {
  createdAt: carpoolMatches.createdAt,
  occurrenceDate: carpoolMatches.occurrenceDate,
  status: carpoolMatches.status,
  detourMinutes: carpoolMatches.detourMinutes,
  eta: carpoolMatches.eta,
} as const;

const matchSelection = {
  match: carpoolMatches,
  driverName: participantName(drivers),
  riderName: participantName(riders),
  driverParticipantId: drivers.id,
  riderParticipantId: riders.id,
  driverCarpoolCode: drivers.carpoolCode,
  riderCarpoolCode: riders.carpoolCode,
  driverPlate: driverRequests.licencePlate,
};

export function selectMatches(db: Db | Tx) {
  return db
    .select(matchSelection)
    .from(carpoolMatches)
    .innerJoin(driverRequests, eq(driverRequests.id, carpoolMatches.driverRequestId))
    .innerJoin(riderRequests, eq(riderRequests.id, carpoolMatches.riderRequestId))
    .innerJoin(drivers, eq(drivers.id, driverRequests.participantId))
    .innerJoin(riders, eq(riders.id, riderRequests.participantId));
}
export type CarpoolMatchView = Awaited<ReturnType<ReturnType<typeof selectMatches>['execute']>>[number];

const MATCH_GROUPS = {
  live: inArray(carpoolMatches.status, LIVE_MATCH_STATUSES),
  ended: notInArray(carpoolMatches.status, [...LIVE_MATCH_STATUSES]),
  all: undefined,
} satisfies Record<CarpoolMatchListQuery['group'], SQL | undefined>;

/** One page of an event's matches (of a status, else of a group: live, ended or all), with the driver's and the rider's names. */
export async function listEventMatches(db: Db, eventId: string, query: CarpoolMatchListQuery) {
  const direction = query.order === 'asc' ? asc : desc;
  const where = and(
    eq(carpoolMatches.eventId, eventId),
    query.status ? eq(carpoolMatches.status, query.status) : MATCH_GROUPS[query.group],
    query.occurrenceDate ? eq(carpoolMatches.occurrenceDate, query.occurrenceDate) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectMatches(db)
      .where(where)
      .orderBy(direction(MATCH_SORTS[query.sort]), asc(carpoolMatches.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(carpoolMatches).where(where),
  ]);
  return { rows, total: total!.value };
}

export async function findMatchView(db: Db | Tx, matchId: string) {
  const [row] = await selectMatches(db).where(eq(carpoolMatches.id, matchId));
  return row;
}

/**
 * Locks a match with its two requests. Requests are always locked before matches, in the order of their ids,
 * by everything that moves both (answers, decisions, the engine, closing an event): no two of them deadlock.
 */
export async function lockMatch(tx: Tx, matchId: string) {
  const [found] = await tx.select().from(carpoolMatches).where(eq(carpoolMatches.id, matchId));
  if (!found) return undefined;
  const requests = await tx
    .select()
    .from(carpoolRequests)
    .where(inArray(carpoolRequests.id, [found.driverRequestId, found.riderRequestId]))
    .orderBy(asc(carpoolRequests.id))
    .for('update');
  const [match] = await tx.select().from(carpoolMatches).where(eq(carpoolMatches.id, matchId)).for('update');
  return { match: match!, driverRequest: requests.find((request) => request.id === found.driverRequestId)! };
}

/** A request with its participant's name. */
export async function findRequestView(db: Db | Tx, requestId: string) {
  const [row] = await db
    .select({ request: carpoolRequests, participantName: participantName(participants) })
    .from(carpoolRequests)
    .innerJoin(participants, eq(participants.id, carpoolRequests.participantId))
    .where(eq(carpoolRequests.id, requestId));
  return row;
}

/** Cancels a request's live matches; the other requests of those matches. */
export async function cancelLiveMatchesOf(tx: Tx, requestId: string) {
  const rows = await tx
    .update(carpoolMatches)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        inArray(carpoolMatches.status, LIVE_MATCH_STATUSES),
        sql`(${carpoolMatches.driverRequestId} = ${requestId} OR ${carpoolMatches.riderRequestId} = ${requestId})`,
      ),
    )
    .returning({ driver: carpoolMatches.driverRequestId, rider: carpoolMatches.riderRequestId });
  return rows.map((row) => (row.driver === requestId ? row.rider : row.driver));
}

export async function updateMatch(tx: Tx, matchId: string, values: Partial<typeof carpoolMatches.$inferInsert>) {
  await tx
    .update(carpoolMatches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carpoolMatches.id, matchId));
}

/** The statuses of the live or succeeded matches of each of these requests (as driver or as rider). */
export async function findLiveMatchStatuses(tx: Tx, requestIds: string[]) {
  return tx
    .select({
      driverRequestId: carpoolMatches.driverRequestId,
      riderRequestId: carpoolMatches.riderRequestId,
      status: carpoolMatches.status,
    })
    .from(carpoolMatches)
    .where(
      and(
        inArray(carpoolMatches.status, [...LIVE_MATCH_STATUSES, 'success']),
        sql`(${inArray(carpoolMatches.driverRequestId, requestIds)} OR ${inArray(carpoolMatches.riderRequestId, requestIds)})`,
      ),
    );
}

export async function findRequests(tx: Db | Tx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return tx.select().from(carpoolRequests).where(inArray(carpoolRequests.id, requestIds));
}

export async function setRequestStatus(tx: Tx, requestId: string, status: CarpoolStatus) {
  await tx.update(carpoolRequests).set({ status, updatedAt: new Date() }).where(eq(carpoolRequests.id, requestId));
}

/** Of these matches, those the participant is in (as driver or rider), with their status and day. */
export async function findMatchesOfParticipant(tx: Tx, participantId: string, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return tx
    .select({ id: carpoolMatches.id, status: carpoolMatches.status, occurrenceDate: carpoolMatches.occurrenceDate })
    .from(carpoolMatches)
    .innerJoin(driverRequests, eq(driverRequests.id, carpoolMatches.driverRequestId))
    .innerJoin(riderRequests, eq(riderRequests.id, carpoolMatches.riderRequestId))
    .where(
      and(
        inArray(carpoolMatches.id, matchIds),
        sql`(${driverRequests.participantId} = ${participantId} OR ${riderRequests.participantId} = ${participantId})`,
      ),
    );
}

/** Every request of an event, by day then name, for its export (an event holds a few thousand at most). */
export async function listAllEventRequests(db: Db, eventId: string) {
  return db
    .select({ request: carpoolRequests, participantName: participantName(participants) })
    .from(carpoolRequests)
    .innerJoin(participants, eq(participants.id, carpoolRequests.participantId))
    .where(eq(carpoolRequests.eventId, eventId))
    .orderBy(asc(carpoolRequests.occurrenceDate), asc(participants.lastName), asc(carpoolRequests.id));
}

/** Every match of an event, by day then creation, for its export. */
export async function listAllEventMatches(db: Db, eventId: string) {
  return selectMatches(db)
    .where(eq(carpoolMatches.eventId, eventId))
    .orderBy(asc(carpoolMatches.occurrenceDate), asc(carpoolMatches.createdAt), asc(carpoolMatches.id));
}

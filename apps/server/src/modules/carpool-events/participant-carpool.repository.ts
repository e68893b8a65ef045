import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { LIVE_REQUEST_STATUSES } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  carpoolEvents,
  carpoolMatches,
  carpoolRequests,
  cities,
  citySettings,
  organisations,
  participants,
} from '../../db/schema/index.ts';
import { drivers, riders, selectMatches } from './carpool-events.repository.ts';

/** The open events of the participant's city meant for everyone or for its organisation. */
export async function listOpenEventsFor(db: Db, cityId: string, organisationId: string | null) {
  return db
    .select({ event: carpoolEvents, organisationName: organisations.name })
    .from(carpoolEvents)
    .leftJoin(organisations, eq(organisations.id, carpoolEvents.organisationId))
    .where(
      and(
        eq(carpoolEvents.cityId, cityId),
        eq(carpoolEvents.state, 'open'),
        organisationId
          ? or(isNull(carpoolEvents.organisationId), eq(carpoolEvents.organisationId, organisationId))
          : isNull(carpoolEvents.organisationId),
      ),
    )
    .orderBy(asc(carpoolEvents.name), asc(carpoolEvents.id));
}

export async function insertRequest(db: Db | Tx, values: typeof carpoolRequests.$inferInsert) {
  const [row] = await db.insert(carpoolRequests).values(values).returning();
  return row!;
}

export async function listParticipantRequests(db: Db, participantId: string, fromDay: string) {
  return db
    .select({
      request: carpoolRequests,
      participantName: sql<string>`${participants.firstName} || ' ' || ${participants.lastName}`,
    })
    .from(carpoolRequests)
    .innerJoin(participants, eq(participants.id, carpoolRequests.participantId))
    .where(and(eq(carpoolRequests.participantId, participantId), gte(carpoolRequests.occurrenceDate, fromDay)))
    .orderBy(asc(carpoolRequests.occurrenceDate), asc(carpoolRequests.id));
}

export async function listParticipantMatches(db: Db, participantId: string, fromDay: string) {
  return selectMatches(db)
    .where(
      and(or(eq(drivers.id, participantId), eq(riders.id, participantId)), gte(carpoolMatches.occurrenceDate, fromDay)),
    )
    .orderBy(asc(carpoolMatches.occurrenceDate), desc(carpoolMatches.createdAt));
}

/** The matches of a driver's request that hold a seat: both participants said yes. */
export async function countConfirmedSeats(tx: Tx, driverRequestId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(carpoolMatches)
    .where(
      and(eq(carpoolMatches.driverRequestId, driverRequestId), inArray(carpoolMatches.status, ['active', 'accepted'])),
    );
  return row!.value;
}

export async function findCityTimeZone(db: Db | Tx, cityId: string) {
  const [row] = await db.select({ timezone: cities.timezone }).from(cities).where(eq(cities.id, cityId));
  return row!.timezone;
}

/** The requests of one occurrence that are still in play, locked in the order of their ids. */
export async function listOccurrenceRequests(tx: Tx, eventId: string, occurrenceDate: string) {
  return tx
    .select()
    .from(carpoolRequests)
    .where(
      and(
        eq(carpoolRequests.eventId, eventId),
        eq(carpoolRequests.occurrenceDate, occurrenceDate),
        inArray(carpoolRequests.status, LIVE_REQUEST_STATUSES),
      ),
    )
    .orderBy(asc(carpoolRequests.id))
    .for('update');
}

/** The occurrence's live matches. */
export async function listOccurrenceMatches(tx: Tx, eventId: string, occurrenceDate: string) {
  return tx
    .select()
    .from(carpoolMatches)
    .where(
      and(
        eq(carpoolMatches.eventId, eventId),
        eq(carpoolMatches.occurrenceDate, occurrenceDate),
        inArray(carpoolMatches.status, ['processing', 'active', 'accepted', 'suspended']),
      ),
    );
}

/** Withdraws the engine's proposals nobody has answered yet, before it plans again. */
export async function deleteUnansweredProposals(tx: Tx, matchIds: string[]) {
  if (matchIds.length === 0) return;
  await tx
    .update(carpoolMatches)
    .set({ status: 'deleted', updatedAt: new Date() })
    .where(
      and(
        inArray(carpoolMatches.id, matchIds),
        eq(carpoolMatches.status, 'processing'),
        isNull(carpoolMatches.driverAcceptedAt),
        isNull(carpoolMatches.riderAcceptedAt),
      ),
    );
}

export async function insertMatches(tx: Tx, rows: (typeof carpoolMatches.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(carpoolMatches).values(rows);
}

/** The (event, occurrence) pairs between two days (both included) that still have requests in play. */
export async function listOccurrencesWithRequests(db: Db, fromDay: string, toDay: string) {
  return db
    .selectDistinct({ eventId: carpoolRequests.eventId, occurrenceDate: carpoolRequests.occurrenceDate })
    .from(carpoolRequests)
    .where(
      and(
        gte(carpoolRequests.occurrenceDate, fromDay),
        lte(carpoolRequests.occurrenceDate, toDay),
        inArray(carpoolRequests.status, LIVE_REQUEST_STATUSES),
      ),
    );
}

/** Expires what an occurrence left waiting: unconfirmed matches and requests not in a confirmed match. */
export async function expireOccurrence(tx: Tx, eventId: string, occurrenceDate: string) {
  const now = new Date();
  await listOccurrenceRequests(tx, eventId, occurrenceDate);
  await tx
    .update(carpoolMatches)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(carpoolMatches.eventId, eventId),
        eq(carpoolMatches.occurrenceDate, occurrenceDate),
        inArray(carpoolMatches.status, ['processing', 'active', 'suspended']),
      ),
    );
  await tx
    .update(carpoolRequests)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(carpoolRequests.eventId, eventId),
        eq(carpoolRequests.occurrenceDate, occurrenceDate),
        inArray(carpoolRequests.status, ['active', 'processing', 'suspended']),
      ),
    );
}

/**
 * Ends an occurrence whose grace for shared trips has passed: its confirmed matches fail, and its confirmed
 * requests succeed when one of their matches succeeded (a driver with several riders), else fail.
 */
export async function failUnsharedOccurrence(tx: Tx, eventId: string, occurrenceDate: string) {
  const now = new Date();
  await listOccurrenceRequests(tx, eventId, occurrenceDate);
  await tx
    .update(carpoolMatches)
    .set({ status: 'failed', updatedAt: now })
    .where(
      and(
        eq(carpoolMatches.eventId, eventId),
        eq(carpoolMatches.occurrenceDate, occurrenceDate),
        eq(carpoolMatches.status, 'accepted'),
      ),
    );
  const succeeded = sql`exists (select 1 from ${carpoolMatches} where ${carpoolMatches.status} = 'success' and (${carpoolMatches.driverRequestId} = ${carpoolRequests.id} or ${carpoolMatches.riderRequestId} = ${carpoolRequests.id}))`;
  await tx
    .update(carpoolRequests)
    .set({ status: sql`case when ${succeeded} then 'success' else 'failed' end`, updatedAt: now })
    .where(
      and(
        eq(carpoolRequests.eventId, eventId),
        eq(carpoolRequests.occurrenceDate, occurrenceDate),
        eq(carpoolRequests.status, 'accepted'),
      ),
    );
}

/** The city's carpool limits (its settings row is created with the defaults the first time). */
export async function findCarpoolSettings(tx: Tx, cityId: string) {
  await tx.insert(citySettings).values({ cityId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      maxMatchesPerUser: citySettings.carpoolMaxMatchesPerUser,
      driverDetourMinutes: citySettings.carpoolDriverDetourMinutes,
      riderDetourMinutes: citySettings.carpoolRiderDetourMinutes,
    })
    .from(citySettings)
    .where(eq(citySettings.cityId, cityId));
  return row!;
}

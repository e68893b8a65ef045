import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TransportMode } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { branches, greenpointTransactions, organisations, participants } from '../../db/schema/index.ts';
import type { Tenancy } from '../../test/test-world.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { ingestTrips } from '../trips/trips.service.ts';

/** Test data of the statistics tests: more organisations, branches and participants in a tenancy's city. */
export async function addOrganisation(db: Db, tenancy: Tenancy, name: string, employeesCount: number) {
  const [organisation] = await db
    .insert(organisations)
    .values({
      cityId: tenancy.city.id,
      name,
      email: `${randomUUID()}@test.mobiverte.org`,
      inviteCode: randomUUID().slice(0, 12).toUpperCase(),
      employeesCount,
    })
    .returning();
  return organisation!;
}

export async function addBranch(db: Db, organisationId: string, name: string) {
  const [branch] = await db.insert(branches).values({ organisationId, name }).returning();
  return branch!;
}

export async function addParticipant(
  db: Db,
  cityId: string,
  affiliation: { organisationId?: string; branchId?: string; usualTransportMode?: TransportMode; name?: string },
) {
  const id = randomUUID();
  const [participant] = await db
    .insert(participants)
    .values({
      cityId,
      organisationId: affiliation.organisationId ?? null,
      branchId: affiliation.branchId ?? null,
      usualTransportMode: affiliation.usualTransportMode ?? null,
      username: `participant-${id}`,
      firstName: affiliation.name ?? 'Participant',
      lastName: id.slice(0, 8),
      email: `${id}@test.mobiverte.org`,
    })
    .returning();
  return participant!;
}

let tripCounter = 0;

/** Google's documented example polyline: three points in California. */
/** A 5 km path through three positions: consistent with every trip of the world that carries one (5, 6, 8 km). */
export const POLYLINE = eastboundGeometry(5000, { points: 3 });
/** The world's trips are dated February–March 2026: backfilled, as the demo's, with the age rule widened. */
export const BACKFILL = { maxTripAgeDays: 36_500 };

/** Records one trip through the real ingestion service; `start` is an ISO instant with its offset. */
export async function recordTrip(
  db: Db,
  participantId: string,
  trip: { activityType: TransportMode; start: string; minutes: number; metres: number; geometry?: string },
) {
  const start = new Date(trip.start);
  const [result] = await ingestTrips(
    db,
    participantId,
    [
      {
        id: `stats-trip-${++tripCounter}`,
        activityType: trip.activityType,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + trip.minutes * 60_000).toISOString(),
        distance: trip.metres,
        geometry: trip.geometry ?? null,
        source: 'app',
      },
    ],
    new Date(),
    BACKFILL,
  );
  if (result?.status !== 'counted' && result?.status !== 'not_counted') {
    throw new Error(`Trip refused: ${JSON.stringify(result)}`);
  }
  return result;
}

/**
 * One city (New York time) with organisation A (42 employees, branches A1 and A2), organisation B (10
 * employees) and a participant in no organisation; trips in February and March 2026 (2 March is a Monday).
 *
 *   P1 (A/A1, bike):  2 Mar bike 5 km 11 pts, 2 Mar walk 1 km 2 pts, 3 Mar car 10 km (not counted),
 *                     10 Mar bus 8 km 17 pts, badges of 50 points on 15 Mar and 25 on 31 Mar 22:00
 *                     (1 Apr in UTC), a SHOPPING entry and a cancelled credit
 *   P2 (A/A2, car):   27 Feb bike 3 km 6 pts, 2 Mar 23:30 carpool 6 km 13 pts (3 Mar in UTC)
 *   P3 (B):           5 Mar walk 2 km 4 pts
 *   P4 (none):        6 Mar bike 4 km 8 pts
 */
export async function seedStatsWorld(db: Db, own: Tenancy) {
  const polyline = POLYLINE;
  const p1 = own.participant.id;
  await db.update(participants).set({ usualTransportMode: 'bike' }).where(eq(participants.id, p1));
  const branchA2 = await addBranch(db, own.organisation.id, 'A2');
  const organisationB = await addOrganisation(db, own, 'Organisation B', 10);
  const p2 = await addParticipant(db, own.city.id, {
    organisationId: own.organisation.id,
    branchId: branchA2.id,
    usualTransportMode: 'car',
    name: 'Zoé',
  });
  const p3 = await addParticipant(db, own.city.id, { organisationId: organisationB.id });
  const p4 = await addParticipant(db, own.city.id, {});

  await recordTrip(db, p1, {
    activityType: 'bike',
    start: '2026-03-02T08:00:00-05:00',
    minutes: 20,
    metres: 5000,
    geometry: polyline,
  });
  await recordTrip(db, p1, { activityType: 'walk', start: '2026-03-02T17:00:00-05:00', minutes: 15, metres: 1000 });
  await recordTrip(db, p1, { activityType: 'car', start: '2026-03-03T08:00:00-05:00', minutes: 20, metres: 10_000 });
  await recordTrip(db, p1, {
    activityType: 'bus',
    start: '2026-03-10T08:00:00-04:00',
    minutes: 25,
    metres: 8000,
    geometry: polyline,
  });
  await recordTrip(db, p2.id, {
    activityType: 'bike',
    start: '2026-02-27T09:00:00-05:00',
    minutes: 10,
    metres: 3000,
  });
  await recordTrip(db, p2.id, {
    activityType: 'carpool',
    start: '2026-03-02T23:30:00-05:00',
    minutes: 20,
    metres: 6000,
    geometry: polyline,
  });
  await recordTrip(db, p3.id, {
    activityType: 'walk',
    start: '2026-03-05T12:00:00-05:00',
    minutes: 30,
    metres: 2000,
  });
  await recordTrip(db, p4.id, {
    activityType: 'bike',
    start: '2026-03-06T12:00:00-05:00',
    minutes: 15,
    metres: 4000,
  });

  const ledger = {
    participantId: p1,
    cityId: own.city.id,
    createdBy: 'test',
    createdAt: new Date('2026-03-15T12:00Z'),
  };
  await db.insert(greenpointTransactions).values([
    { ...ledger, transactionType: 'badge', transactionValue: 50 },
    { ...ledger, transactionType: 'SHOPPING', transactionValue: 30 },
    { ...ledger, transactionType: 'referral', transactionValue: 40, status: 'cancelled' },
    { ...ledger, transactionType: 'badge', transactionValue: 25, createdAt: new Date('2026-04-01T02:00Z') },
  ]);
  return { organisationB, branchA2, p2, p3, p4 };
}

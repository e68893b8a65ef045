import { and, between, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  cities,
  citySettings,
  greenpointTransactions,
  happyHours,
  organisationSettings,
  participants,
  participantStatsDaily,
  participantStatsMonthly,
  statsDaily,
  statsMonthly,
  trips,
} from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewTrip = typeof trips.$inferInsert;
export type Measures = {
  trips: number;
  sessions: number;
  distanceM: number;
  ghgMg: number;
  greenpoints: number;
  durationS: number;
  calories: number;
};
export type ScopeRollup = {
  scopeType: 'city' | 'organisation' | 'branch';
  scopeId: string;
  activityType: NewTrip['activityType'];
} & Measures;
export type ParticipantRollup = {
  participantId: string;
  cityId: string;
  organisationId: string | null;
  branchId: string | null;
} & Measures;

/** Locks the participant's row for the rest of the transaction: one participant's trips are folded one batch at a time. */
export async function lockParticipantContext(tx: Tx, participantId: string) {
  const [row] = await tx
    .select({ participant: participants, timezone: cities.timezone })
    .from(participants)
    .innerJoin(cities, eq(cities.id, participants.cityId))
    .where(eq(participants.id, participantId))
    .for('update', { of: participants });
  if (!row) return undefined;
  const [settings] = await tx.select().from(citySettings).where(eq(citySettings.cityId, row.participant.cityId));
  const [organisation] = row.participant.organisationId
    ? await tx
        .select()
        .from(organisationSettings)
        .where(eq(organisationSettings.organisationId, row.participant.organisationId))
    : [];
  return { ...row, settings, limits: organisation?.limits ?? {} };
}

export async function findTripsByClientIds(tx: Tx, participantId: string, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  return tx
    .select()
    .from(trips)
    .where(and(eq(trips.participantId, participantId), inArray(trips.clientId, clientIds)));
}

export async function findTripWindowsBetween(tx: Tx, participantId: string, from: Date, to: Date) {
  return tx
    .select({ startTime: trips.startTime, endTime: trips.endTime })
    .from(trips)
    .where(and(eq(trips.participantId, participantId), lt(trips.startTime, to), gt(trips.endTime, from)));
}

export async function findHappyHoursBetween(tx: Tx, cityId: string, from: Date, to: Date) {
  return tx
    .select({ startsAt: happyHours.startsAt, endsAt: happyHours.endsAt, multiplier: happyHours.multiplier })
    .from(happyHours)
    .where(and(eq(happyHours.cityId, cityId), lt(happyHours.startsAt, to), gt(happyHours.endsAt, from)));
}

export async function countCountedManualTrips(tx: Tx, participantId: string, fromDay: string, toDay: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(trips)
    .where(
      and(
        eq(trips.participantId, participantId),
        eq(trips.source, 'manual'),
        eq(trips.counted, true),
        between(trips.localDay, fromDay, toDay),
      ),
    );
  return row?.value ?? 0;
}

export async function insertTrips(tx: Tx, rows: NewTrip[]) {
  if (rows.length === 0) return [];
  return tx.insert(trips).values(rows).returning({ id: trips.id, clientId: trips.clientId });
}

export async function insertLedgerEntries(tx: Tx, rows: (typeof greenpointTransactions.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(greenpointTransactions).values(rows);
}

export async function creditBalance(tx: Tx, participantId: string, points: number) {
  if (points === 0) return;
  await tx
    .update(participants)
    .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${points}` })
    .where(eq(participants.id, participantId));
}

const addMeasures = <
  T extends typeof statsDaily | typeof statsMonthly | typeof participantStatsDaily | typeof participantStatsMonthly,
>(
  table: T,
) => ({
  trips: sql`${table.trips} + excluded.trips`,
  sessions: sql`${table.sessions} + excluded.sessions`,
  distanceM: sql`${table.distanceM} + excluded.distance_m`,
  ghgMg: sql`${table.ghgMg} + excluded.ghg_mg`,
  greenpoints: sql`${table.greenpoints} + excluded.greenpoints`,
  durationS: sql`${table.durationS} + excluded.duration_s`,
  calories: sql`${table.calories} + excluded.calories`,
});

/** Adds the batch's figures to the rollups (day and month, scope and participant) in the trip's transaction. */
export async function foldIntoRollups(
  tx: Tx,
  daily: (ScopeRollup & { day: string })[],
  monthly: (ScopeRollup & { month: string })[],
  participantDaily: (ParticipantRollup & { day: string })[],
  participantMonthly: (ParticipantRollup & { month: string })[],
) {
  if (daily.length > 0) {
    await tx
      .insert(statsDaily)
      .values(daily)
      .onConflictDoUpdate({
        target: [statsDaily.scopeType, statsDaily.scopeId, statsDaily.day, statsDaily.activityType],
        set: addMeasures(statsDaily),
      });
  }
  if (monthly.length > 0) {
    await tx
      .insert(statsMonthly)
      .values(monthly)
      .onConflictDoUpdate({
        target: [statsMonthly.scopeType, statsMonthly.scopeId, statsMonthly.month, statsMonthly.activityType],
        set: addMeasures(statsMonthly),
      });
  }
  const affiliation = {
    cityId: sql`excluded.city_id`,
    organisationId: sql`excluded.organisation_id`,
    branchId: sql`excluded.branch_id`,
  };
  if (participantDaily.length > 0) {
    await tx
      .insert(participantStatsDaily)
      .values(participantDaily)
      .onConflictDoUpdate({
        target: [participantStatsDaily.participantId, participantStatsDaily.day],
        set: { ...addMeasures(participantStatsDaily), ...affiliation },
      });
  }
  if (participantMonthly.length > 0) {
    await tx
      .insert(participantStatsMonthly)
      .values(participantMonthly)
      .onConflictDoUpdate({
        target: [participantStatsMonthly.participantId, participantStatsMonthly.month],
        set: { ...addMeasures(participantStatsMonthly), ...affiliation },
      });
  }
}

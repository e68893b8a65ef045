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
  participantPeriods,
  participantStatsMonthly,
  statsActiveParticipants,
  statsDaily,
  statsDistanceDaily,
  statsDistanceMonthly,
  statsMonthly,
  trips,
} from '../../db/schema/index.ts';
import { sortedByKey } from './trip-rollups.ts';

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
/** A row of the distance rollups: sustainable trips only, per scope × day or month × mode × distance band. */
export type DistanceRollup = {
  scopeType: ScopeRollup['scopeType'];
  scopeId: string;
  activityType: NewTrip['activityType'];
  distanceBand: number;
} & Omit<Measures, 'trips'>;
export type ParticipantPeriodRow = {
  participantId: string;
  periodType: 'week' | 'year';
  periodStart: string;
  sessions: number;
};
export type ParticipantRollup = {
  participantId: string;
  cityId: string;
  organisationId: string | null;
  branchId: string | null;
} & Measures;

/**
 * Locks the participant's row for the rest of the transaction, with its city's time zone: one participant's
 * trips are folded, and its points spent, one transaction at a time.
 */
export async function lockParticipant(tx: Tx, participantId: string) {
  const [row] = await tx
    .select({ participant: participants, timezone: cities.timezone })
    .from(participants)
    .innerJoin(cities, eq(cities.id, participants.cityId))
    .where(eq(participants.id, participantId))
    .for('update', { of: participants });
  return row;
}

/** The locked participant with its city's settings and its organisation's limits. */
export async function lockParticipantContext(tx: Tx, participantId: string) {
  const row = await lockParticipant(tx, participantId);
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

type Affiliation = { cityId: string; organisationId: string | null; branchId: string | null };
type ActivePeriod = { periodType: (typeof statsActiveParticipants.$inferInsert)['periodType']; periodStart: string };

/**
 * Adds the batch's figures to the rollups (day and month, scope and participant) in the trip's transaction,
 * and counts the participants who become active in a day, week, month or year with this batch.
 */
export async function foldIntoRollups(
  tx: Tx,
  rollups: {
    daily: (ScopeRollup & { day: string })[];
    monthly: (ScopeRollup & { month: string })[];
    participantDaily: (ParticipantRollup & { day: string })[];
    participantMonthly: (ParticipantRollup & { month: string })[];
    participantPeriods: ParticipantPeriodRow[];
    distanceDaily: (DistanceRollup & { day: string })[];
    distanceMonthly: (DistanceRollup & { month: string })[];
  },
) {
  if (rollups.daily.length > 0) {
    await tx
      .insert(statsDaily)
      .values(rollups.daily)
      .onConflictDoUpdate({
        target: [statsDaily.scopeType, statsDaily.scopeId, statsDaily.day, statsDaily.activityType],
        set: addMeasures(statsDaily),
      });
  }
  if (rollups.monthly.length > 0) {
    await tx
      .insert(statsMonthly)
      .values(rollups.monthly)
      .onConflictDoUpdate({
        target: [statsMonthly.scopeType, statsMonthly.scopeId, statsMonthly.month, statsMonthly.activityType],
        set: addMeasures(statsMonthly),
      });
  }
  const addSessions = <T extends typeof statsDistanceDaily | typeof statsDistanceMonthly>(table: T) => ({
    sessions: sql`${table.sessions} + excluded.sessions`,
    distanceM: sql`${table.distanceM} + excluded.distance_m`,
    ghgMg: sql`${table.ghgMg} + excluded.ghg_mg`,
    greenpoints: sql`${table.greenpoints} + excluded.greenpoints`,
    durationS: sql`${table.durationS} + excluded.duration_s`,
    calories: sql`${table.calories} + excluded.calories`,
  });
  if (rollups.distanceDaily.length > 0) {
    const table = statsDistanceDaily;
    await tx
      .insert(table)
      .values(rollups.distanceDaily)
      .onConflictDoUpdate({
        target: [table.scopeType, table.scopeId, table.day, table.activityType, table.distanceBand],
        set: addSessions(table),
      });
  }
  if (rollups.distanceMonthly.length > 0) {
    const table = statsDistanceMonthly;
    await tx
      .insert(table)
      .values(rollups.distanceMonthly)
      .onConflictDoUpdate({
        target: [table.scopeType, table.scopeId, table.month, table.activityType, table.distanceBand],
        set: addSessions(table),
      });
  }
  const affiliation = {
    cityId: sql`excluded.city_id`,
    organisationId: sql`excluded.organisation_id`,
    branchId: sql`excluded.branch_id`,
  };
  const newlyActive: (ActivePeriod & Affiliation)[] = [];
  const collect = (
    periodType: ActivePeriod['periodType'],
    added: { key: string; sessions: number; affiliation: Affiliation; start: string }[],
    totals: Map<string, number>,
  ) => {
    for (const row of added) {
      const total = totals.get(row.key) ?? 0;
      if (row.sessions > 0 && total === row.sessions)
        newlyActive.push({ periodType, periodStart: row.start, ...row.affiliation });
    }
  };
  const affiliationOf = (row: Affiliation): Affiliation => ({
    cityId: row.cityId,
    organisationId: row.organisationId,
    branchId: row.branchId,
  });
  if (rollups.participantDaily.length > 0) {
    const saved = await tx
      .insert(participantStatsDaily)
      .values(rollups.participantDaily)
      .onConflictDoUpdate({
        target: [participantStatsDaily.participantId, participantStatsDaily.day],
        set: { ...addMeasures(participantStatsDaily), ...affiliation },
      })
      .returning({
        participantId: participantStatsDaily.participantId,
        day: participantStatsDaily.day,
        sessions: participantStatsDaily.sessions,
      });
    collect(
      'day',
      rollups.participantDaily.map((row) => ({
        key: `${row.participantId}|${row.day}`,
        sessions: row.sessions,
        affiliation: affiliationOf(row),
        start: row.day,
      })),
      new Map(saved.map((row) => [`${row.participantId}|${row.day}`, row.sessions])),
    );
  }
  if (rollups.participantMonthly.length > 0) {
    const saved = await tx
      .insert(participantStatsMonthly)
      .values(rollups.participantMonthly)
      .onConflictDoUpdate({
        target: [participantStatsMonthly.participantId, participantStatsMonthly.month],
        set: { ...addMeasures(participantStatsMonthly), ...affiliation },
      })
      .returning({
        participantId: participantStatsMonthly.participantId,
        month: participantStatsMonthly.month,
        sessions: participantStatsMonthly.sessions,
      });
    collect(
      'month',
      rollups.participantMonthly.map((row) => ({
        key: `${row.participantId}|${row.month}`,
        sessions: row.sessions,
        affiliation: affiliationOf(row),
        start: row.month,
      })),
      new Map(saved.map((row) => [`${row.participantId}|${row.month}`, row.sessions])),
    );
  }
  if (rollups.participantPeriods.length > 0) {
    const saved = await tx
      .insert(participantPeriods)
      .values(rollups.participantPeriods)
      .onConflictDoUpdate({
        target: [participantPeriods.participantId, participantPeriods.periodType, participantPeriods.periodStart],
        set: { sessions: sql`${participantPeriods.sessions} + excluded.sessions` },
      })
      .returning();
    const totals = new Map(
      saved.map((row) => [`${row.participantId}|${row.periodType}|${row.periodStart}`, row.sessions]),
    );
    const latest = rollups.participantDaily.at(-1);
    for (const periodType of ['week', 'year'] as const) {
      collect(
        periodType,
        rollups.participantPeriods
          .filter((row) => row.periodType === periodType)
          .map((row) => ({
            key: `${row.participantId}|${periodType}|${row.periodStart}`,
            sessions: row.sessions,
            affiliation: affiliationOf(latest!),
            start: row.periodStart,
          })),
        totals,
      );
    }
  }
  await countNewlyActive(tx, newlyActive);
}

async function countNewlyActive(tx: Tx, periods: (ActivePeriod & Affiliation)[]) {
  const counters = new Map<string, typeof statsActiveParticipants.$inferInsert>();
  for (const period of periods) {
    const scopes = [
      ['city', period.cityId],
      ['organisation', period.organisationId],
      ['branch', period.branchId],
    ] as const;
    for (const [scopeType, scopeId] of scopes) {
      if (!scopeId) continue;
      const key = `${scopeType}|${scopeId}|${period.periodType}|${period.periodStart}`;
      const counter = counters.get(key) ?? {
        scopeType,
        scopeId,
        periodType: period.periodType,
        periodStart: period.periodStart,
        participants: 0,
      };
      counter.participants! += 1;
      counters.set(key, counter);
    }
  }
  if (counters.size === 0) return;
  await tx
    .insert(statsActiveParticipants)
    .values(sortedByKey(counters))
    .onConflictDoUpdate({
      target: [
        statsActiveParticipants.scopeType,
        statsActiveParticipants.scopeId,
        statsActiveParticipants.periodType,
        statsActiveParticipants.periodStart,
      ],
      set: { participants: sql`${statsActiveParticipants.participants} + excluded.participants` },
    });
}

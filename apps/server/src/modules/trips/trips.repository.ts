import { and, between, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { TripOutcome } from '@mobiverte/contracts';
import { lockParticipant } from '../../db/participant-lock.ts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  citySettings,
  greenpointTransactions,
  happyHours,
  organisationSettings,
  participantControlPoints,
  participants,
  tripCorrections,
  trips,
  type NewTrip,
  type Trip,
  type TripSnapshot,
} from '../../db/schema/index.ts';
import { columnNames, unnestColumns, type Column } from '../../rollups/bulk-upsert.ts';

/**
 * The locked participant with its city's settings, its organisation's limits and (only when the city has enabled
 * control points) the control points it declared, with their coordinates.
 */
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
  const controlPoints = settings?.controlPointsEnabled
    ? await tx
        .select({
          kind: participantControlPoints.kind,
          latitude: participantControlPoints.latitude,
          longitude: participantControlPoints.longitude,
        })
        .from(participantControlPoints)
        .where(eq(participantControlPoints.participantId, participantId))
    : [];
  return { ...row, settings, limits: organisation?.limits ?? {}, controlPoints };
}

export async function findTripsByClientIds(tx: Db | Tx, participantId: string, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  return tx
    .select()
    .from(trips)
    .where(and(eq(trips.participantId, participantId), sql`${trips.clientId} = any(${sql.param(clientIds)}::text[])`));
}

export async function findTripWindowsBetween(tx: Tx, participantId: string, from: Date, to: Date) {
  return tx
    .select({ startTime: trips.startTime, endTime: trips.endTime })
    .from(trips)
    .where(and(eq(trips.participantId, participantId), lt(trips.startTime, to), gt(trips.endTime, from)));
}

/** What contracts' happy-hour rules read of a happy hour (`happyHourApplies`, `happyHoursConflict`). */
export const happyHourRuleColumns = {
  startAt: happyHours.startsAt,
  endAt: happyHours.endsAt,
  multiplier: happyHours.multiplier,
  activityTypes: happyHours.activityTypes,
  organisationId: happyHours.organisationId,
  branchId: happyHours.branchId,
};

export async function findHappyHoursBetween(tx: Tx, cityId: string, from: Date, to: Date) {
  return tx
    .select(happyHourRuleColumns)
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

/** The trip's own columns, the owner's (participant, city, organisation, branch) aside. */
const TRIP_COLUMNS: readonly Column<NewTrip>[] = [
  ['clientId', 'text'],
  ['activityType', 'text'],
  ['startTime', 'timestamptz'],
  ['endTime', 'timestamptz'],
  ['localDay', 'date'],
  ['distanceM', 'integer'],
  ['durationS', 'integer'],
  ['geometry', 'text'],
  ['source', 'text'],
  ['counted', 'boolean'],
  ['reason', 'text'],
  ['countedDistanceM', 'integer'],
  ['ghgMg', 'bigint'],
  ['ghgPerMode', 'boolean'],
  ['greenpoints', 'integer'],
  ['calories', 'integer'],
  ['happyHourMultiplier', 'numeric'],
  ['controlPointCoefficient', 'numeric'],
  ['reviewStatus', 'text'],
  ['reviewReason', 'text'],
  ['enteredBy', 'text'],
  ['carpoolMatchId', 'uuid'],
];

/**
 * Stores one participant's trips, and the `sessions` ledger entry of every credited one (dated at the trip's
 * end), in one statement.
 */
export async function insertTripsWithCredits(
  tx: Tx,
  owner: { participantId: string; cityId: string; organisationId: string | null; branchId: string | null },
  rows: NewTrip[],
) {
  if (rows.length === 0) return;
  const values = unnestColumns(rows, TRIP_COLUMNS);
  await tx.execute(sql`
    with inserted as (
      insert into trips (participant_id, city_id, organisation_id, branch_id, ${sql.raw(columnNames(TRIP_COLUMNS))})
      select ${owner.participantId}::uuid, ${owner.cityId}::uuid, ${owner.organisationId}::uuid, ${owner.branchId}::uuid, t.*
      from unnest(${values}) as t
      returning id, greenpoints, counted, end_time, entered_by
    )
    insert into greenpoint_transactions (participant_id, city_id, transaction_type, point_kind, transaction_value,
      created_by, trip_id, created_at)
    select ${owner.participantId}::uuid, ${owner.cityId}::uuid, 'sessions', 'greenpoint', greenpoints,
      coalesce(entered_by, 'trips'), id, end_time
    from inserted where counted and greenpoints > 0`);
}

export async function creditBalance(tx: Tx, participantId: string, points: number) {
  if (points === 0) return;
  await tx
    .update(participants)
    .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${points}` })
    .where(eq(participants.id, participantId));
}

/**
 * What the participant has been credited on each of these local days (counted distance and greenpoints), for
 * the daily caps. The days lie within a day of the batch's window, which keeps the read on the participant's
 * (participant, start_time) index.
 */
export async function sumCountedByDay(tx: Tx, participantId: string, days: string[], from: Date, to: Date) {
  const margin = 36 * 3_600_000;
  const rows = await tx
    .select({
      day: trips.localDay,
      countedDistanceM: sql<number>`coalesce(sum(${trips.countedDistanceM}), 0)::float8`,
      greenpoints: sql<number>`coalesce(sum(${trips.greenpoints}), 0)::float8`,
    })
    .from(trips)
    .where(
      and(
        eq(trips.participantId, participantId),
        gt(trips.startTime, new Date(from.getTime() - margin)),
        lt(trips.startTime, new Date(to.getTime() + margin)),
        sql`${trips.localDay} = any(${sql.param(days)}::date[])`,
        eq(trips.counted, true),
      ),
    )
    .groupBy(trips.localDay);
  return new Map(
    rows.map((row) => [
      row.day,
      { countedDistanceM: Number(row.countedDistanceM), greenpoints: Number(row.greenpoints) },
    ]),
  );
}

export async function findPendingTrip(tx: Tx, tripId: string): Promise<Trip | undefined> {
  const [row] = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.reviewStatus, 'pending')));
  return row;
}

/**
 * Marks a pending trip accepted with its outcome and, when it earns, writes its `sessions` ledger entry (dated
 * at the trip's end, as at ingestion); answers nothing when the trip was no longer pending.
 */
export async function acceptPendingTrip(
  tx: Tx,
  tripId: string,
  outcome: TripOutcome & { controlPointCoefficient: number; reviewedBy: string; reviewedAt: Date },
): Promise<Trip | undefined> {
  const [row] = await tx
    .update(trips)
    .set({
      reviewStatus: 'accepted',
      reviewedBy: outcome.reviewedBy,
      reviewedAt: outcome.reviewedAt,
      controlPointCoefficient: String(outcome.controlPointCoefficient),
      counted: outcome.counted,
      reason: outcome.reason,
      countedDistanceM: outcome.countedDistanceM,
      ghgMg: outcome.ghgMg,
      greenpoints: outcome.greenpoints,
      calories: outcome.calories,
    })
    .where(and(eq(trips.id, tripId), eq(trips.reviewStatus, 'pending')))
    .returning();
  if (row && row.counted && row.greenpoints > 0) {
    await tx.execute(sql`
      insert into greenpoint_transactions (participant_id, city_id, transaction_type, point_kind, transaction_value,
        created_by, trip_id, created_at)
      values (${row.participantId}::uuid, ${row.cityId}::uuid, 'sessions', 'greenpoint', ${row.greenpoints},
        'trip-review', ${row.id}::uuid, ${row.endTime})`);
  }
  return row;
}

/** A stored trip, for a correction (read again under the participant's lock). */
export async function findTrip(tx: Tx, tripId: string): Promise<Trip | undefined> {
  const [row] = await tx.select().from(trips).where(eq(trips.id, tripId));
  return row;
}

/**
 * Writes a corrected trip's new mode, distance and outcome, its `CHANGE_POINTS` ledger entry when its points
 * change (a correcting entry: the trip's own `sessions` entry stays as it was), and the audit row with the
 * original figures. Answers the trip as corrected.
 */
export async function writeTripCorrection(
  tx: Tx,
  trip: Trip,
  corrected: Pick<Trip, 'activityType' | 'distanceM'> & TripOutcome & { controlPointCoefficient: number },
  audit: { correctedBy: string; correctedByName: string; reason: string; at: Date },
) {
  const [row] = await tx
    .update(trips)
    .set({
      activityType: corrected.activityType,
      distanceM: corrected.distanceM,
      controlPointCoefficient: String(corrected.controlPointCoefficient),
      counted: corrected.counted,
      reason: corrected.reason,
      countedDistanceM: corrected.countedDistanceM,
      ghgMg: corrected.ghgMg,
      greenpoints: corrected.greenpoints,
      calories: corrected.calories,
      correctedAt: audit.at,
    })
    .where(eq(trips.id, trip.id))
    .returning();
  const delta = corrected.greenpoints - trip.greenpoints;
  const [entry] =
    delta === 0
      ? []
      : await tx
          .insert(greenpointTransactions)
          .values({
            participantId: trip.participantId,
            cityId: trip.cityId,
            transactionType: 'CHANGE_POINTS',
            transactionValue: delta,
            createdBy: audit.correctedBy,
            createdAt: audit.at,
          })
          .returning({ id: greenpointTransactions.id });
  const snapshot = (value: TripSnapshot) => ({
    activityType: value.activityType,
    distanceM: value.distanceM,
    counted: value.counted,
    reason: value.reason,
    countedDistanceM: value.countedDistanceM,
    greenpoints: value.greenpoints,
  });
  await tx.insert(tripCorrections).values({
    tripId: trip.id,
    cityId: trip.cityId,
    correctedBy: audit.correctedBy,
    correctedByName: audit.correctedByName,
    before: snapshot(trip),
    after: snapshot(row!),
    reason: audit.reason,
    ledgerEntryId: entry?.id ?? null,
    createdAt: audit.at,
  });
  return { trip: row!, delta };
}

/** Marks a pending trip rejected; answers nothing when it was no longer pending. */
export async function rejectPendingTrip(tx: Tx, tripId: string, review: { reviewedBy: string; reviewedAt: Date }) {
  const [row] = await tx
    .update(trips)
    .set({ reviewStatus: 'rejected', ...review })
    .where(and(eq(trips.id, tripId), eq(trips.reviewStatus, 'pending')))
    .returning({ id: trips.id });
  return row;
}

import { evaluateTrip, type LimitPeriod } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { NewTrip } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { buildRollups } from '../../rollups/build-rollups.ts';
import { foldIntoRollups } from '../../rollups/rollups.repository.ts';
import { periodBounds, toLocalDay } from './local-time.ts';
import {
  countCountedManualTrips,
  creditBalance,
  findHappyHoursBetween,
  findTripsByClientIds,
  findTripWindowsBetween,
  insertTripsWithCredits,
  lockParticipantContext,
} from './trips.repository.ts';
import type { TripInput, TripResult } from './trips.schemas.ts';

/** Trips may start at most this far in the future (clock skew of the phone). */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

const toResult = (
  id: string,
  status: TripResult['status'],
  trip?: Pick<NewTrip, 'reason' | 'countedDistanceM' | 'ghgMg' | 'greenpoints' | 'calories'>,
  reason?: string,
): TripResult => ({
  id,
  status,
  reason: reason ?? trip?.reason ?? null,
  distanceKm: (trip?.countedDistanceM ?? 0) / 1000,
  ghgKg: (trip?.ghgMg ?? 0) / 1_000_000,
  greenpoints: trip?.greenpoints ?? 0,
  calories: trip?.calories ?? 0,
});

/**
 * Records a participant's trips (one batch, one transaction): each trip goes through the rules, the credited
 * ones write a `sessions` ledger entry and the balance, and every stored trip is folded into the rollups.
 * A trip id already recorded answers its first outcome (`duplicate`) and never counts twice; a trip that
 * overlaps another of the same participant, or whose times are not valid, is refused and not stored.
 */
export async function ingestTrips(
  db: Db,
  participantId: string,
  inputs: TripInput[],
  now = new Date(),
): Promise<TripResult[]> {
  return db.transaction(async (tx) => {
    const context = await lockParticipantContext(tx, participantId);
    if (!context) throw notFound('Participant not found');
    const { participant, timezone, settings, limits } = context;

    const existing = new Map(
      (
        await findTripsByClientIds(
          tx,
          participantId,
          inputs.map((trip) => trip.id),
        )
      ).map((trip) => [trip.clientId, trip]),
    );
    const parsed = inputs.map((input) => ({ input, start: new Date(input.startTime), end: new Date(input.endTime) }));
    const fresh = parsed.filter(({ input }) => !existing.has(input.id));
    const window = fresh.length > 0 ? bounds(fresh.map(({ start, end }) => [start, end])) : null;
    const taken = window ? await findTripWindowsBetween(tx, participantId, window[0], window[1]) : [];
    const happyHours = window ? await findHappyHoursBetween(tx, participant.cityId, window[0], window[1]) : [];
    const manualUsage = new Map<string, number>();
    const manualLimits: ManualLimit[] = [
      ...(limits.manualTrips ? [limits.manualTrips] : []),
      ...(settings?.maxDailyManualTrips != null
        ? [{ value: settings.maxDailyManualTrips, period: 'day' as const }]
        : []),
    ];

    const results = new Map<string, TripResult>();
    const stored: NewTrip[] = [];
    const seenInBatch = new Set<string>();
    for (const { input, start, end } of [...parsed].sort((a, b) => a.start.getTime() - b.start.getTime())) {
      const previous = existing.get(input.id);
      if (previous) {
        results.set(input.id, toResult(input.id, 'duplicate', previous));
        continue;
      }
      if (seenInBatch.has(input.id)) {
        results.set(input.id, toResult(input.id, 'refused', undefined, 'duplicate_in_batch'));
        continue;
      }
      seenInBatch.add(input.id);
      const invalid =
        end <= start
          ? 'invalid_time_range'
          : start.getTime() > now.getTime() + FUTURE_TOLERANCE_MS
            ? 'in_the_future'
            : null;
      if (invalid) {
        results.set(input.id, toResult(input.id, 'refused', undefined, invalid));
        continue;
      }
      if (taken.some((other) => other.startTime < end && other.endTime > start)) {
        results.set(input.id, toResult(input.id, 'refused', undefined, 'overlapping_trip'));
        continue;
      }
      taken.push({ startTime: start, endTime: end });

      const localDay = toLocalDay(start, timezone);
      const manualTripAllowed =
        input.source !== 'manual' || (await hasManualAllowance(tx, participantId, localDay, manualLimits, manualUsage));
      const multiplier = Math.max(
        1,
        ...happyHours
          .filter((hour) => hour.startsAt <= start && hour.endsAt > start)
          .map((hour) => Number(hour.multiplier)),
      );
      const distanceM = Math.round(input.distance);
      const durationS = Math.round((end.getTime() - start.getTime()) / 1000);
      const outcome = evaluateTrip(
        { activityType: input.activityType, distanceM, durationS, source: input.source },
        {
          pointsCoefficient: Number(settings?.pointsCoefficient ?? 10),
          happyHourMultiplier: multiplier,
          kmPerTrip: limits.kmPerTrip ?? null,
          maxPointsPerTrip: settings?.maxPointsPerTrip ?? null,
          manualTripAllowed,
        },
      );
      if (outcome.counted && input.source === 'manual') {
        for (const limit of manualLimits) {
          const key = `${limit.period}|${periodBounds(localDay, limit.period)[0]}`;
          manualUsage.set(key, (manualUsage.get(key) ?? 0) + 1);
        }
      }
      const trip: NewTrip = {
        participantId,
        clientId: input.id,
        cityId: participant.cityId,
        organisationId: participant.organisationId,
        branchId: participant.branchId,
        activityType: input.activityType,
        startTime: start,
        endTime: end,
        localDay,
        distanceM,
        durationS,
        geometry: input.geometry ?? null,
        source: input.source,
        happyHourMultiplier: String(multiplier),
        ...outcome,
      };
      stored.push(trip);
      results.set(input.id, toResult(input.id, outcome.counted ? 'counted' : 'not_counted', trip));
    }

    await insertTripsWithCredits(tx, { ...participant, participantId }, stored);
    const credited = stored.filter((trip) => trip.counted && (trip.greenpoints ?? 0) > 0);
    await creditBalance(
      tx,
      participantId,
      credited.reduce((sum, trip) => sum + (trip.greenpoints ?? 0), 0),
    );
    await foldIntoRollups(tx, buildRollups(stored));
    return inputs.map((input) => results.get(input.id)!);
  });
}

function bounds(windows: [Date, Date][]): [Date, Date] {
  return [
    new Date(Math.min(...windows.map(([start]) => start.getTime()))),
    new Date(Math.max(...windows.map(([, end]) => end.getTime()))),
  ];
}

type ManualLimit = { value: number; period: LimitPeriod };

/** A manual trip counts only while every manual-trip limit (the organisation's, the city's daily one) allows it. */
async function hasManualAllowance(
  tx: Tx,
  participantId: string,
  localDay: string,
  limits: ManualLimit[],
  usage: Map<string, number>,
) {
  for (const limit of limits) {
    const [from, to] = periodBounds(localDay, limit.period);
    const key = `${limit.period}|${from}`;
    if (!usage.has(key)) usage.set(key, await countCountedManualTrips(tx, participantId, from, to));
    if (usage.get(key)! >= limit.value) return false;
  }
  return true;
}

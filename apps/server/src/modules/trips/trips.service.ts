import {
  avoidedMgPerMetre,
  checkTripPlausibility,
  controlPointCoefficientOf,
  endpointsOf,
  evaluateTrip,
  exceedsDailyCap,
  impossibleTripTimes,
  TRIP_LIMIT_DEFAULTS,
  type LimitPeriod,
  type TransportMode,
  type TripFlag,
  type TripOutcome,
  type TripReason,
  type TripEndpoints,
  buildTripContext,
  happyHourMultiplierOf,
  pointsWithheldForControlPoints,
  factorTableOf,
  usesPerModeFactors,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { citySettings, NewTrip, Trip } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { awardBadges } from '../../rollups/badge-awards.ts';
import { buildRollups } from '../../rollups/build-rollups.ts';
import { foldCorrection } from '../../rollups/correction.ts';
import { foldTripsIntoChallenges, refoldChallengesAt, settleChallenges } from '../../rollups/challenge-fold.ts';
import { inStatistics } from '../../rollups/in-statistics.ts';
import { enqueueMapChanges } from '../../rollups/map-fold.ts';
import { foldParticipantSide, foldSharedRollups } from '../../rollups/rollups.repository.ts';
import { periodBounds, toLocalDay } from './local-time.ts';
import { tripContextSettingsOf } from './trip-context-settings.ts';
import { boundedGeometry, readTripGeometry, storedTripEndpoints } from './trip-geometry.ts';
import {
  acceptPendingTrip,
  countCountedManualTrips,
  creditBalance,
  findHappyHoursBetween,
  findPendingTrip,
  findTrip,
  findTripsByClientIds,
  findTripWindowsBetween,
  insertTripsWithCredits,
  lockParticipantContext,
  rejectPendingTrip,
  sumCountedByDay,
  writeTripCorrection,
} from './trips.repository.ts';
import type { TripInput, TripResult } from './trips.schemas.ts';
import { findSharedTripMatches, recordSharedTrips } from '../carpool-events/carpool-shared-trips.service.ts';
import { findCityEmissions } from '../emission-factors/emission-factors.repository.ts';

type Outcome = Pick<NewTrip, 'reason' | 'reviewStatus' | 'reviewReason' | 'counted'> &
  Partial<Pick<NewTrip, 'countedDistanceM' | 'ghgMg' | 'greenpoints' | 'calories'>>;

/** What a stored trip answers: its outcome, and the reason code (the rule it broke, or why it does not count). */
export function tripStatusOf(trip: Outcome): Pick<TripResult, 'status' | 'reason'> {
  if (trip.reviewStatus === 'pending') return { status: 'pending_review', reason: trip.reviewReason ?? null };
  if (trip.reviewStatus === 'rejected') return { status: 'rejected', reason: trip.reviewReason ?? null };
  return { status: trip.counted ? 'counted' : 'not_counted', reason: trip.reason ?? null };
}

const toResult = (id: string, trip: Outcome, status?: TripResult['status']): TripResult => ({
  id,
  ...tripStatusOf(trip),
  ...(status ? { status } : {}),
  distanceKm: (trip.countedDistanceM ?? 0) / 1000,
  ghgKg: (trip.ghgMg ?? 0) / 1_000_000,
  greenpoints: trip.greenpoints ?? 0,
  calories: trip.calories ?? 0,
});
const refused = (id: string, reason: TripReason): TripResult => ({
  id,
  status: 'refused',
  reason,
  distanceKm: 0,
  ghgKg: 0,
  greenpoints: 0,
  calories: 0,
});

export type IngestOptions = {
  /**
   * The oldest trip accepted, in days, instead of the city's setting: only the demo generator, which backfills
   * a year of history as though the app had sent it day by day, uses it.
   */
  maxTripAgeDays?: number;
  /**
   * A city admin enters the trips for the participant (issue 16): they are manual whatever the input says, go
   * through the same rules, limits and ledger, and keep who entered them.
   */
  enteredBy?: string;
};

/**
 * Records a participant's trips (one batch, one transaction). Whatever the app says is untrusted: the source is
 * the server's own (a trip without a geometry is manual), every trip goes through contracts' plausibility rules
 * and the city's daily caps, and a trip that breaks one is stored `pending` with the rule as its reason, for a
 * city admin to review: not credited, not in the statistics, with a bounded geometry. The others go through the
 * product's rules; the credited ones write a `sessions` ledger entry and the balance, and are folded into the
 * rollups. A trip id already recorded answers its first outcome (`duplicate`) and never counts twice; a trip
 * that overlaps another of the same participant, or whose times are not valid, is refused and not stored.
 */
export async function ingestTrips(
  db: Db,
  participantId: string,
  inputs: TripInput[],
  now = new Date(),
  options: IngestOptions = {},
): Promise<TripResult[]> {
  const { results, toSettle } = await db.transaction(async (tx) => {
    const context = await lockParticipantContext(tx, participantId);
    if (!context) throw notFound('Participant not found');
    const { participant, timezone, settings } = context;
    // A deactivated participant earns nothing (issue 16): its sessions are ended, and a batch already on its way is refused.
    if (!participant.active) throw forbidden('This account has been deactivated', 'account_deactivated');
    const rules = cityTripRules(settings);

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
    const rating = await prepareRating(tx, context, window);
    const days = new Set(fresh.map(({ start }) => toLocalDay(start, timezone)));
    const sharedIn = await findSharedTripMatches(
      tx,
      participantId,
      fresh.map(({ input }) => input),
    );
    const dayTotals = window ? await sumCountedByDay(tx, participantId, [...days], window[0], window[1]) : new Map();

    const results = new Map<string, TripResult>();
    const stored: NewTrip[] = [];
    const seenInBatch = new Set<string>();
    for (const { input, start, end } of [...parsed].sort((a, b) => a.start.getTime() - b.start.getTime())) {
      const previous = existing.get(input.id);
      if (previous) {
        results.set(input.id, toResult(input.id, previous, 'duplicate'));
        continue;
      }
      if (seenInBatch.has(input.id)) {
        results.set(input.id, refused(input.id, 'duplicate_in_batch'));
        continue;
      }
      seenInBatch.add(input.id);
      const invalid = impossibleTripTimes(start.getTime(), end.getTime(), now.getTime());
      if (invalid) {
        results.set(input.id, refused(input.id, invalid));
        continue;
      }
      if (taken.some((other) => other.startTime < end && other.endTime > start)) {
        results.set(input.id, refused(input.id, 'overlapping_trip'));
        continue;
      }
      taken.push({ startTime: start, endTime: end });

      const localDay = toLocalDay(start, timezone);
      const distanceM = Math.round(input.distance);
      const durationS = Math.round((end.getTime() - start.getTime()) / 1000);
      const geometry = readTripGeometry(input.geometry, rules.centre);
      // The client's word decides nothing: a trip with no geometry is manual, whatever it says.
      const source: TripFacts['source'] =
        options.enteredBy || input.source === 'manual' || geometry === null ? 'manual' : 'app';
      const facts = {
        activityType: input.activityType,
        startTime: start,
        localDay,
        distanceM,
        durationS,
        source,
        organisationId: participant.organisationId,
        branchId: participant.branchId,
        endpoints: endpointsOf(geometry?.positions),
      };
      const { outcome, multiplier, controlPointCoefficient, ghgPerMode } = await rateTrip(tx, rating, facts);
      let flag: TripFlag | null = outcome.counted
        ? checkTripPlausibility(
            {
              activityType: input.activityType,
              distanceM,
              startMs: start.getTime(),
              endMs: end.getTime(),
              geometry: geometry?.facts ?? null,
            },
            {
              nowMs: now.getTime(),
              maxTripAgeDays: options.maxTripAgeDays ?? rules.maxTripAgeDays,
              cityRadiusKm: rules.radiusKm,
            },
          )
        : null;
      const day = dayTotals.get(localDay) ?? { countedDistanceM: 0, greenpoints: 0 };
      if (
        flag === null &&
        outcome.counted &&
        exceedsDailyCap({ ...day, distanceCapKm: rules.dailyDistanceCapKm, pointsCap: rules.dailyPointsCap }, outcome)
      ) {
        flag = 'daily_cap';
      }
      if (flag === null && outcome.counted) {
        useManualAllowance(rating, facts);
        dayTotals.set(localDay, {
          countedDistanceM: day.countedDistanceM + outcome.countedDistanceM,
          greenpoints: day.greenpoints + outcome.greenpoints,
        });
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
        geometry: flag === null && outcome.counted ? input.geometry : boundedGeometry(geometry, distanceM),
        source,
        happyHourMultiplier: String(multiplier),
        controlPointCoefficient: String(controlPointCoefficient),
        ghgPerMode,
        enteredBy: options.enteredBy ?? null,
        carpoolMatchId: sharedIn(input, localDay),
        ...(flag === null ? outcome : { ...NOT_CREDITED, reviewStatus: 'pending', reviewReason: flag }),
      };
      stored.push(trip);
      results.set(input.id, toResult(input.id, trip));
    }

    await insertTripsWithCredits(tx, { ...participant, participantId }, stored);
    await recordSharedTrips(
      tx,
      stored.map((trip) => trip.carpoolMatchId),
    );
    const toSettle = await creditAndFold(tx, participantId, stored, now);
    return { results: inputs.map((input) => results.get(input.id)!), toSettle };
  });
  await settleChallenges(db, toSettle, now);
  return results;
}

const NOT_CREDITED = { counted: false, reason: null, countedDistanceM: 0, ghgMg: 0, greenpoints: 0, calories: 0 };

/**
 * The one crediting path after the ledger entries are written (at ingestion, and when a city admin accepts a
 * flagged trip): the balance, the rollups of the trips the statistics count, and the participant's challenges
 * (answers the challenges whose collaborative goal was just reached, to settle after the commit).
 */
async function creditAndFold(tx: Tx, participantId: string, trips: NewTrip[], now: Date) {
  const credited = trips.filter((trip) => trip.counted && (trip.greenpoints ?? 0) > 0);
  await creditBalance(
    tx,
    participantId,
    credited.reduce((sum, trip) => sum + (trip.greenpoints ?? 0), 0),
  );
  const rollups = buildRollups(trips.filter(inStatistics));
  const newlyActive = await foldParticipantSide(tx, rollups);
  await enqueueMapChanges(tx, trips, 1);
  const toSettle = await foldTripsIntoChallenges(tx, participantId, trips, now);
  // The badges the new figures reach (after the rollups and the challenges they read): only a counted trip moves them.
  const counting = trips.filter((trip) => trip.counted && inStatistics(trip));
  if (counting.length > 0) {
    await awardBadges(tx, { participantId, cityId: counting[0]!.cityId }, now, {
      days: [...new Set(counting.map((trip) => trip.localDay))],
    });
  }
  // The city's and organisations' rows last: every concurrent batch of the city waits on their locks until this
  // transaction commits, so they are not held while the challenges and badges are written (and a challenge's row
  // is locked before them, as in a correction).
  await foldSharedRollups(tx, rollups, newlyActive);
  return toSettle;
}

/**
 * A city admin accepts a flagged trip, exactly once: it goes through the product's rules as at ingestion (the
 * happy hour at its start, the organisation's limits, the manual-trip limit; the daily cap is the admin's call),
 * and is credited (ledger, balance, rollups) in the same transaction as its review. A second review answers 409.
 */
export async function acceptFlaggedTrip(db: Db, tripId: string, reviewerId: string, now = new Date()) {
  const { accepted, toSettle } = await db.transaction(async (tx) => {
    const pending = await findPendingTrip(tx, tripId);
    if (!pending) throw alreadyReviewed();
    const context = await lockParticipantContext(tx, pending.participantId);
    if (!context) throw notFound('Participant not found');
    // Read again under the participant's lock: a concurrent review has committed by now, or waits for this one.
    const trip = await findPendingTrip(tx, tripId);
    if (!trip) throw alreadyReviewed();
    const rating = await prepareRating(tx, context, [trip.startTime, trip.endTime]);
    const { outcome, controlPointCoefficient } = await rateTrip(tx, rating, {
      ...trip,
      endpoints: storedTripEndpoints(trip.geometry),
    });
    const accepted = await acceptPendingTrip(tx, tripId, {
      ...outcome,
      controlPointCoefficient,
      reviewedBy: reviewerId,
      reviewedAt: now,
    });
    if (!accepted) throw alreadyReviewed();
    return { accepted, toSettle: await creditAndFold(tx, trip.participantId, [accepted], now) };
  });
  await settleChallenges(db, toSettle, now);
  return accepted;
}

/** A city admin rejects a flagged trip, exactly once: it never earns anything; who and when are recorded. */
export async function rejectFlaggedTrip(db: Db, tripId: string, reviewerId: string, now = new Date()) {
  const rejected = await db.transaction((tx) =>
    rejectPendingTrip(tx, tripId, { reviewedBy: reviewerId, reviewedAt: now }),
  );
  if (!rejected) throw alreadyReviewed();
  return rejected;
}

export type TripCorrectionInput = {
  activityType: TransportMode;
  distanceM: number;
  reason: string;
  correctedBy: string;
  correctedByName: string;
};

/**
 * A city admin corrects a counted or not-counted trip's mode or distance (issue 16). The corrected trip goes
 * through the product's rules as at ingestion (the happy hour at its start, the organisation's limits, the
 * manual-trip allowance it already holds); the points move by a `CHANGE_POINTS` ledger entry (never a silent
 * overwrite), the balance and the rollups follow in the same transaction (`foldCorrection`: the statistics equal
 * those of the trip ingested corrected), and the original is kept in `trip_corrections`. A trip waiting for
 * review, or rejected, is reviewed rather than corrected (409); a correction that would take the balance below
 * zero (points already spent) answers `insufficient_greenpoints`.
 */
export async function correctTrip(db: Db, tripId: string, input: TripCorrectionInput, now = new Date()) {
  const { written, toSettle } = await db.transaction(async (tx) => {
    const found = await findTrip(tx, tripId);
    if (!found) throw notFound();
    const context = await lockParticipantContext(tx, found.participantId);
    if (!context) throw notFound('Participant not found');
    const trip = (await findTrip(tx, tripId))!;
    if (trip.reviewStatus === 'pending' || trip.reviewStatus === 'rejected') throw notCorrectable();
    const rating = await prepareRating(tx, context, [trip.startTime, trip.endTime]);
    if (trip.source === 'manual' && trip.counted) await releaseManualAllowance(tx, rating, trip);
    const facts = {
      ...trip,
      activityType: input.activityType,
      distanceM: input.distanceM,
      endpoints: storedTripEndpoints(trip.geometry),
    };
    const { outcome, controlPointCoefficient } = await rateTrip(tx, rating, facts);
    const delta = outcome.greenpoints - trip.greenpoints;
    if (context.participant.greenpointBalance + delta < 0)
      throw conflict(
        'insufficient_greenpoints',
        'The participant has already spent the points this correction removes',
      );
    const written = await writeTripCorrection(
      tx,
      trip,
      { activityType: input.activityType, distanceM: input.distanceM, ...outcome, controlPointCoefficient },
      { correctedBy: input.correctedBy, correctedByName: input.correctedByName, reason: input.reason, at: now },
    );
    await creditBalance(tx, trip.participantId, delta);
    // The participant's challenges follow the corrected trip (their progress rebuilt from the trips), before the
    // city's rollups: every path locks a challenge's row before the rows the city shares (as ingestion does), so
    // that a correction and a batch never wait on each other's locks in opposite orders.
    const toSettle = await refoldChallengesAt(tx, trip.participantId, trip.startTime, now);
    if (inStatistics(trip)) {
      await foldCorrection(tx, trip, written.trip);
      await enqueueMapChanges(tx, [trip], -1);
      await enqueueMapChanges(tx, [written.trip], 1);
    }
    // A correction upwards may reach a badge; one downwards never takes a badge back (it was earned).
    if (written.trip.counted && inStatistics(written.trip)) {
      await awardBadges(tx, { participantId: trip.participantId, cityId: trip.cityId }, now, { days: [trip.localDay] });
    }
    return { written, toSettle };
  });
  await settleChallenges(db, toSettle, now);
  return written;
}

const notCorrectable = () =>
  conflict('trip_not_correctable', 'A trip waiting for review, or rejected, is reviewed rather than corrected');

/** The trip being corrected already holds one of each manual-trip allowance: it keeps it. */
async function releaseManualAllowance(tx: Tx, rating: Rating, trip: Pick<TripFacts, 'localDay'>) {
  for (const limit of rating.manualLimits) {
    const [from, to] = periodBounds(trip.localDay, limit.period);
    const key = `${limit.period}|${from}`;
    const used = rating.manualUsage.get(key) ?? (await countCountedManualTrips(tx, rating.participantId, from, to));
    rating.manualUsage.set(key, used - 1);
  }
}

export const alreadyReviewed = () => conflict('trip_already_reviewed', 'This trip has already been reviewed');

/** The city's plausibility settings, or contracts' defaults for a city without settings. */
function cityTripRules(settings: CitySettings | undefined) {
  return {
    maxTripAgeDays: settings?.maxTripAgeDays ?? TRIP_LIMIT_DEFAULTS.maxTripAgeDays,
    dailyDistanceCapKm: settings?.dailyDistanceCapKm ?? TRIP_LIMIT_DEFAULTS.dailyDistanceCapKm,
    dailyPointsCap: settings?.dailyPointsCap ?? TRIP_LIMIT_DEFAULTS.dailyPointsCap,
    radiusKm: settings?.radiusKm ?? TRIP_LIMIT_DEFAULTS.cityRadiusKm,
    centre:
      settings?.centreLatitude != null && settings.centreLongitude != null
        ? ([settings.centreLongitude, settings.centreLatitude] as const)
        : null,
  };
}

function bounds(windows: [Date, Date][]): [Date, Date] {
  return [
    new Date(Math.min(...windows.map(([start]) => start.getTime()))),
    new Date(Math.max(...windows.map(([, end]) => end.getTime()))),
  ];
}

type CitySettings = typeof citySettings.$inferSelect;

type ManualLimit = { value: number; period: LimitPeriod };
type ParticipantContext = NonNullable<Awaited<ReturnType<typeof lockParticipantContext>>>;
type Rating = Awaited<ReturnType<typeof prepareRating>>;
type TripFacts = Pick<
  Trip,
  'startTime' | 'localDay' | 'distanceM' | 'durationS' | 'source' | 'organisationId' | 'branchId'
> & {
  activityType: TransportMode;
  /** Its first and last recorded positions, matched to the participant's control points. */
  endpoints: TripEndpoints;
  /** A stored trip's basis of GHG avoided (absent for a new trip). */
  ghgPerMode?: boolean;
};

/**
 * What the product's rules need for the trips of a window: the happy hours, the control points, the limits, the
 * manual trips used.
 */
async function prepareRating(tx: Tx, context: ParticipantContext, window: [Date, Date] | null) {
  const { participant, settings, limits, controlPoints } = context;
  const emissions = await findCityEmissions(tx, participant.cityId);
  return {
    perModeSince: emissions.perModeSince,
    factorTable: factorTableOf(emissions.overrides),
    participantId: participant.id,
    settings,
    limits,
    controlPoints,
    pointsWithheld: settings
      ? pointsWithheldForControlPoints(
          settings,
          controlPoints.map((point) => point.kind),
        )
      : false,
    happyHours: window ? await findHappyHoursBetween(tx, participant.cityId, window[0], window[1]) : [],
    manualLimits: [
      ...(limits.manualTrips ? [limits.manualTrips] : []),
      ...(settings?.maxDailyManualTrips != null
        ? [{ value: settings.maxDailyManualTrips, period: 'day' as const }]
        : []),
    ] as ManualLimit[],
    manualUsage: new Map<string, number>(),
  };
}

/**
 * One trip through contracts' `evaluateTrip`, with the happy hour at its start, the control-point coefficient (a
 * trip starting or ending at one of the participant's control points) and the manual-trip allowance.
 */
async function rateTrip(
  tx: Tx,
  rating: Rating,
  trip: TripFacts,
): Promise<{ outcome: TripOutcome; multiplier: number; controlPointCoefficient: number; ghgPerMode: boolean }> {
  const { settings, limits } = rating;
  const manualTripAllowed =
    trip.source !== 'manual' ||
    (await hasManualAllowance(tx, rating.participantId, trip.localDay, rating.manualLimits, rating.manualUsage));
  // The highest of the happy hours at its start for its mode and the participant's affiliation at the time.
  const multiplier = happyHourMultiplierOf(rating.happyHours, trip);
  const controlPointCoefficient = controlPointCoefficientOf(
    settings
      ? {
          controlPointsEnabled: settings.controlPointsEnabled,
          controlPointCoefficient: Number(settings.controlPointCoefficient),
        }
      : null,
    rating.controlPoints,
    trip,
  );
  // A stored trip keeps its basis (a review, a correction); a new one follows the city's switch at its start.
  const ghgPerMode = trip.ghgPerMode ?? usesPerModeFactors(rating.perModeSince, trip.startTime);
  const outcome = evaluateTrip(
    { activityType: trip.activityType, distanceM: trip.distanceM, durationS: trip.durationS, source: trip.source },
    buildTripContext(tripContextSettingsOf(settings), {
      activityType: trip.activityType,
      happyHourMultiplier: multiplier,
      controlPointCoefficient,
      kmPerTrip: limits.kmPerTrip,
      pointsWithheld: rating.pointsWithheld,
      manualTripAllowed,
      ...(ghgPerMode ? { avoidedMgPerMetre: avoidedMgPerMetre(trip.activityType, rating.factorTable) } : {}),
    }),
  );
  return { outcome, multiplier, controlPointCoefficient, ghgPerMode };
}

/** A counted manual trip uses one of each manual-trip limit's allowance for the rest of the batch. */
function useManualAllowance(rating: Rating, trip: TripFacts) {
  if (trip.source !== 'manual') return;
  for (const limit of rating.manualLimits) {
    const key = `${limit.period}|${periodBounds(trip.localDay, limit.period)[0]}`;
    rating.manualUsage.set(key, (rating.manualUsage.get(key) ?? 0) + 1);
  }
}

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

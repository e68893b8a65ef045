import type { TransportMode } from './constants.ts';
import { TRIP_REFUSALS } from './trip-rules.ts';

/**
 * Whatever the participant's app sends is untrusted: these rules decide whether a trip is plausible before it
 * can earn anything. They are pure, so the server applies them at ingestion and the tests check them alone.
 */

/** The highest plausible average speed of each mode, in km/h; a segment may reach 1.5 times it. */
export const MAX_SPEED_KMH: Record<TransportMode, number> = {
  still: 5,
  walk: 8,
  run: 20,
  bike: 35,
  electric_bicycle: 45,
  fat_bike: 30,
  roller_blade: 30,
  skate: 25,
  skiing: 30,
  snowshoes: 8,
  scooter: 35,
  bus: 80,
  metro: 90,
  train: 320,
  carpool: 130,
  carpool_electric_car: 130,
  car: 130,
  electric_car: 130,
  motorcycle: 130,
  other: 130,
  wfh: 5,
};

export const SEGMENT_SPEED_FACTOR = 1.5;
/** A geometry needs this many points before its segments are checked one by one. */
export const MIN_POINTS_FOR_SEGMENTS = 10;
/** The end of a trip may be this far in the server's future (clocks of phones drift). */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The defaults of the city settings that bound what a participant can earn. */
export const TRIP_LIMIT_DEFAULTS = {
  maxTripAgeDays: 7,
  dailyDistanceCapKm: 150,
  dailyPointsCap: 500,
  cityRadiusKm: 60,
} as const;
/** The longest trip the API accepts at all, in hours. */
export const MAX_TRIP_HOURS = 24;
/** How many geometry points a trip may carry per kilometre it claims (one every 10 m), and at least. */
export const GEOMETRY_POINTS_PER_KM = 100;
export const GEOMETRY_MIN_POINTS = 200;

export const TRIP_FLAGS = [
  'invalid_times',
  'too_old',
  'ends_in_future',
  'implausible_speed',
  'geometry_invalid',
  'geometry_mismatch',
  'outside_city',
  'daily_cap',
] as const;
export type TripFlag = (typeof TRIP_FLAGS)[number];

/** A trip refused before it is stored: sent twice in one batch, or overlapping another trip of the participant. */
export const TRIP_BATCH_REFUSALS = ['duplicate_in_batch', 'overlapping_trip'] as const;

/**
 * Every reason a trip can carry, one closed list: the plausibility rule it broke (held for review, or refused
 * unstored when its times cannot be a trip at all), why it does not count, or why the batch refused it. The
 * participant API, the trips table and the review queue use these codes; the web translates each once
 * (`trip_reviews.reasons.<code>`).
 */
export const TRIP_REASONS = [...TRIP_FLAGS, ...TRIP_REFUSALS, ...TRIP_BATCH_REFUSALS] as const;
export type TripReason = (typeof TRIP_REASONS)[number];

/**
 * Times that are no trip at all (refused, not stored): an end not after the start, or a start past the clock
 * skew. A trip whose times are only implausible is held for review by `checkTripPlausibility` instead.
 */
export function impossibleTripTimes(startMs: number, endMs: number, nowMs: number): TripFlag | null {
  if (!(endMs > startMs)) return 'invalid_times';
  if (startMs > nowMs + CLOCK_SKEW_MS) return 'ends_in_future';
  return null;
}

/**
 * A flagged trip waits for a city admin (`pending`), who accepts it (credited then) or rejects it; a trip that
 * broke no rule has no review status.
 */
export const TRIP_REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type TripReviewStatus = (typeof TRIP_REVIEW_STATUSES)[number];

/** A geometry as the server measured it from the decoded positions. */
export type GeometryFacts = {
  /** Number of positions. */
  points: number;
  /** Length of the path through every position, in metres. */
  lengthM: number;
  /** The longest segment between two consecutive positions, in metres. */
  longestSegmentM: number;
  /** The farthest position from the city's centre, in metres (null when the city has no centre). */
  farthestFromCityM: number | null;
};

export type PlausibilityInput = {
  activityType: TransportMode;
  distanceM: number;
  startMs: number;
  endMs: number;
  /** Null when the trip came without a geometry; `'invalid'` when it does not decode. */
  geometry: GeometryFacts | 'invalid' | null;
};

export type PlausibilityContext = {
  nowMs: number;
  maxTripAgeDays: number;
  cityRadiusKm: number;
};

/** The largest number of geometry points a trip of this distance may carry. */
export function maxGeometryPoints(distanceM: number): number {
  return Math.max(GEOMETRY_MIN_POINTS, Math.ceil((distanceM / 1000) * GEOMETRY_POINTS_PER_KM));
}

/**
 * Is the claimed distance consistent with the path? A path drawn through few positions cuts corners, so the
 * claim may exceed it more when the positions are sparse; it may never be much shorter than the path.
 */
export function isDistanceConsistent(distanceM: number, geometry: GeometryFacts): boolean {
  const sparse = geometry.points < MIN_POINTS_FOR_SEGMENTS;
  const upper = geometry.lengthM * (sparse ? 1.6 : 1.25) + (sparse ? 500 : 300);
  const lower = geometry.lengthM * 0.8 - 300;
  return distanceM <= upper && distanceM >= lower;
}

function speedKmh(metres: number, milliseconds: number): number {
  return milliseconds <= 0 ? Number.POSITIVE_INFINITY : metres / 1000 / (milliseconds / 3_600_000);
}

/**
 * The first rule a trip breaks, or null for a plausible trip. A trip with no geometry is judged on its times
 * and average speed only; the server counts it as a manual trip whatever source it claims.
 */
export function checkTripPlausibility(trip: PlausibilityInput, context: PlausibilityContext): TripFlag | null {
  const durationMs = trip.endMs - trip.startMs;
  if (!(durationMs > 0) || durationMs > MAX_TRIP_HOURS * 3_600_000) return 'invalid_times';
  if (trip.endMs > context.nowMs + CLOCK_SKEW_MS) return 'ends_in_future';
  if (trip.startMs < context.nowMs - context.maxTripAgeDays * 86_400_000) return 'too_old';
  const limit = MAX_SPEED_KMH[trip.activityType];
  if (speedKmh(trip.distanceM, durationMs) > limit) return 'implausible_speed';
  if (trip.geometry === null) return null;
  if (trip.geometry === 'invalid' || trip.geometry.points < 2) return 'geometry_invalid';
  const geometry = trip.geometry;
  if (geometry.points > maxGeometryPoints(trip.distanceM)) return 'geometry_invalid';
  if (!isDistanceConsistent(trip.distanceM, geometry)) return 'geometry_mismatch';
  if (geometry.points >= MIN_POINTS_FOR_SEGMENTS) {
    // Without timestamps, positions are taken as evenly spaced in time.
    const segmentMs = durationMs / (geometry.points - 1);
    if (speedKmh(geometry.longestSegmentM, segmentMs) > limit * SEGMENT_SPEED_FACTOR) return 'implausible_speed';
  }
  if (geometry.farthestFromCityM !== null && geometry.farthestFromCityM > context.cityRadiusKm * 1000) {
    return 'outside_city';
  }
  return null;
}

/** What a participant has already been credited on the trip's day, and the day's caps. */
export type DailyCap = {
  countedDistanceM: number;
  greenpoints: number;
  distanceCapKm: number;
  pointsCap: number;
};

/** Would crediting this trip take the participant's day past a cap? */
export function exceedsDailyCap(day: DailyCap, trip: { countedDistanceM: number; greenpoints: number }): boolean {
  return (
    day.countedDistanceM + trip.countedDistanceM > day.distanceCapKm * 1000 ||
    day.greenpoints + trip.greenpoints > day.pointsCap
  );
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two `[longitude, latitude]` positions, in metres. */
export function haversineMetres(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = radians(b[1] - a[1]);
  const dLon = radians(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Measures a decoded path of `[longitude, latitude]` positions against an optional city centre. */
export function measureGeometry(
  positions: readonly (readonly [number, number])[],
  cityCentre: readonly [number, number] | null,
): GeometryFacts {
  let lengthM = 0;
  let longestSegmentM = 0;
  let farthestFromCityM = cityCentre ? 0 : null;
  positions.forEach((position, index) => {
    if (index > 0) {
      const segment = haversineMetres(positions[index - 1]!, position);
      lengthM += segment;
      longestSegmentM = Math.max(longestSegmentM, segment);
    }
    if (cityCentre && farthestFromCityM !== null) {
      farthestFromCityM = Math.max(farthestFromCityM, haversineMetres(cityCentre, position));
    }
  });
  return { points: positions.length, lengthM, longestSegmentM, farthestFromCityM };
}

import { checkTripPlausibility, TRIP_LIMIT_DEFAULTS, type TransportMode } from '@mobiverte/contracts';
import { encodePolyline, type LatLng } from '../../apps/server/src/demo/builders/polyline.builder.ts';
import { offsetPoint, scatterPoint } from '../../apps/server/src/demo/builders/routes.builder.ts';
import type { Random } from '../../apps/server/src/demo/random.ts';
import type { TripInput } from '../../apps/server/src/modules/trips/trips.schemas.ts';

/**
 * Trips an honest phone would send: a mode, a distance and a speed that fit it, a path whose length is the
 * distance, evenly sampled (one point about every 100 m), inside the city, ending in the recent past. Each one
 * is checked against the contracts' plausibility rules before it is sent, so a refusal under load is the
 * server's doing, never the script's.
 */
type ModePlan = { mode: TransportMode; km: readonly [number, number]; kmh: readonly [number, number] };
const MODES: readonly (readonly [ModePlan, number])[] = [
  [{ mode: 'bike', km: [2, 12], kmh: [12, 20] }, 22],
  [{ mode: 'walk', km: [0.5, 3], kmh: [4, 5.5] }, 16],
  [{ mode: 'bus', km: [3, 12], kmh: [14, 25] }, 16],
  [{ mode: 'metro', km: [4, 12], kmh: [22, 32] }, 6],
  [{ mode: 'carpool', km: [5, 20], kmh: [28, 45] }, 12],
  [{ mode: 'car', km: [3, 20], kmh: [28, 45] }, 14],
  [{ mode: 'run', km: [2, 8], kmh: [8, 12] }, 4],
  [{ mode: 'electric_bicycle', km: [3, 14], kmh: [16, 24] }, 6],
  [{ mode: 'train', km: [8, 18], kmh: [40, 60] }, 4],
];
/** A geometry point about every this many kilometres. */
const POINT_SPACING_KM = 0.1;
const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Where a participant's next trip ends: trips are laid one before the other, back from a few minutes ago, in the
 * gaps between the trips the participant already has (`busy`, [start, end] in ms), so that none overlaps another
 * (the server refuses overlapping trips).
 */
export type TripCursor = {
  participantId: string;
  centre: LatLng;
  nextEndMs: number;
  busy: (readonly [number, number])[];
  sequence: number;
};

export function newCursor(
  participantId: string,
  centre: LatLng,
  busy: readonly (readonly [number, number])[],
  nowMs: number,
): TripCursor {
  return { participantId, centre, nextEndMs: nowMs - 5 * 60_000, busy: [...busy], sequence: 0 };
}

/** The latest end at or before `endMs` where a trip of `durationMs` overlaps none of the busy intervals. */
function fitBefore(busy: readonly (readonly [number, number])[], endMs: number, durationMs: number) {
  let end = endMs;
  for (;;) {
    const start = end - durationMs;
    const clash = busy.find(([busyStart, busyEnd]) => busyStart < end && busyEnd > start);
    if (!clash) return end;
    end = clash[0] - 60_000;
  }
}

/** `count` honest trips of the cursor's participant, each ending before the previous one started. */
export function honestTrips(random: Random, cursor: TripCursor, count: number, runId: string, nowMs: number) {
  const trips: TripInput[] = [];
  for (let index = 0; index < count; index++) {
    // Stay inside the server's window of accepted start times: start again from the present, in the gaps left.
    if (cursor.nextEndMs < nowMs - (TRIP_LIMIT_DEFAULTS.maxTripAgeDays - 0.5) * 86_400_000) {
      cursor.nextEndMs = nowMs - 5 * 60_000;
    }
    const plan = random.pickWeighted(MODES);
    const path = randomPath(random, cursor.centre, between(random, plan.km));
    const lengthM = pathLength(path);
    const seconds = Math.round((lengthM / 1000 / between(random, plan.kmh)) * 3600);
    const endMs = fitBefore(cursor.busy, cursor.nextEndMs, seconds * 1000);
    const startMs = endMs - seconds * 1000;
    cursor.busy.push([startMs, endMs]);
    cursor.nextEndMs = startMs - random.int(10, 120) * 60_000;
    cursor.sequence++;
    const trip: TripInput = {
      id: `load-${runId}-${cursor.sequence}`,
      activityType: plan.mode,
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
      distance: Math.round(lengthM),
      geometry: encodePolyline(path),
      source: 'app',
    };
    assertHonest(trip, path, cursor.centre, nowMs);
    trips.push(trip);
  }
  return trips;
}

function between(random: Random, [low, high]: readonly [number, number]) {
  return low + (high - low) * random.next();
}

/** A path of `km` from a point within 4 km of the centre, turning a little at each point, like streets. */
function randomPath(random: Random, centre: LatLng, km: number): LatLng[] {
  const steps = Math.max(4, Math.round(km / POINT_SPACING_KM));
  const step = km / steps;
  let bearing = random.next() * 2 * Math.PI;
  let point = roundE5(scatterPoint(random, centre, 4));
  const path = [point];
  for (let index = 0; index < steps; index++) {
    bearing += (random.next() - 0.5) * 0.6;
    // Turn back towards the centre when the path wanders off, as a commute between two places in the city.
    if (distanceM(point, centre) > 12_000) bearing = bearingTo(point, centre);
    point = roundE5(offsetPoint(point, step, bearing));
    path.push(point);
  }
  return path;
}

/** The precision of the encoded polyline, so the length measured here is the length the server decodes. */
const roundE5 = ([lat, lng]: LatLng): LatLng => [Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5];

function distanceM([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

function bearingTo([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  return Math.atan2((lng2 - lng1) * Math.cos((lat1 * Math.PI) / 180), lat2 - lat1);
}

function pathLength(path: readonly LatLng[]): number {
  let total = 0;
  for (let index = 1; index < path.length; index++) total += distanceM(path[index - 1]!, path[index]!);
  return total;
}

function assertHonest(trip: TripInput, path: readonly LatLng[], centre: LatLng, nowMs: number) {
  let longestSegmentM = 0;
  for (let index = 1; index < path.length; index++) {
    longestSegmentM = Math.max(longestSegmentM, distanceM(path[index - 1]!, path[index]!));
  }
  const flag = checkTripPlausibility(
    {
      activityType: trip.activityType,
      distanceM: trip.distance,
      startMs: Date.parse(trip.startTime),
      endMs: Date.parse(trip.endTime),
      geometry: {
        points: path.length,
        lengthM: pathLength(path),
        longestSegmentM,
        farthestFromCityM: Math.max(...path.map((point) => distanceM(point, centre))),
      },
    },
    { nowMs, maxTripAgeDays: TRIP_LIMIT_DEFAULTS.maxTripAgeDays, cityRadiusKm: TRIP_LIMIT_DEFAULTS.cityRadiusKm },
  );
  if (flag) throw new Error(`The load script made an implausible trip (${flag}): ${JSON.stringify(trip)}`);
}

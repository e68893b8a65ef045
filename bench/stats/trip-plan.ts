import type { TransportMode } from '@mobiverte/contracts';
import { shiftDay, toInstant } from '../../apps/server/src/demo/builders/calendar.builder.ts';
import { encodePolyline } from '../../apps/server/src/demo/builders/polyline.builder.ts';
import { offsetPoint, scatterPoint } from '../../apps/server/src/demo/builders/routes.builder.ts';
import { createRandom } from '../../apps/server/src/demo/random.ts';
import { DEFAULT_SPEED_KMH, SPEED_KMH } from '../../apps/server/src/demo/seed-data/trip-modes.data.ts';
import type { TripInput } from '../../apps/server/src/modules/trips/trips.schemas.ts';
import type { BenchParticipant } from './bench-world.ts';

/** Local departures of the day's four trips: to work, a midday errand, back home, an evening outing. */
const DEPARTURES = [445, 730, 1025, 1190];
export const TRIPS_PER_DAY = DEPARTURES.length;

/** Mode, share and distance range (km); solo car trips are recorded but never count. */
const MODES: readonly (readonly [{ mode: TransportMode; km: readonly [number, number] }, number])[] = [
  [{ mode: 'bike', km: [2, 15] }, 18],
  [{ mode: 'walk', km: [0.4, 3] }, 15],
  [{ mode: 'bus', km: [3, 20] }, 14],
  [{ mode: 'metro', km: [5, 20] }, 6],
  [{ mode: 'carpool', km: [5, 30] }, 9],
  [{ mode: 'car', km: [3, 30] }, 22],
  [{ mode: 'electric_car', km: [3, 30] }, 5],
  [{ mode: 'run', km: [2, 10] }, 3],
  [{ mode: 'train', km: [10, 40] }, 3],
  [{ mode: 'electric_bicycle', km: [3, 18] }, 3],
  [{ mode: 'carpool_electric_car', km: [5, 30] }, 2],
];

/**
 * `count` trips of a participant, four a day, ending on `lastDay` (local), as the mobile app sends them:
 * client ids `bench-<n>`, an encoded polyline, 1 % entered by hand. The same participant and count always give
 * the same trips, so a participant's history can be loaded in slices by different paths.
 */
export function planBenchTrips(
  participant: BenchParticipant,
  count: number,
  lastDay: string,
  seed: number,
): TripInput[] {
  const random = createRandom(seed, `bench-trips:${participant.id}`);
  const home = scatterPoint(random, participant.centre, 6);
  // Each trip's path leaves home in its own direction and is as long as the trip (a point every 250 m, at least
  // 10), so the plausibility rules (distance against the path, speed per segment, the city's radius) pass it.
  const pathOf = (km: number) => {
    const bearing = random.next() * 2 * Math.PI;
    const points = Math.max(10, Math.round(km * 4));
    return encodePolyline(
      Array.from({ length: points }, (_, index) => offsetPoint(home, (km * index) / (points - 1), bearing)),
    );
  };
  const firstDay = shiftDay(lastDay, 1 - Math.ceil(count / TRIPS_PER_DAY));
  const trips: TripInput[] = [];
  let day = firstDay;
  for (let index = 0; index < count; index++) {
    const slot = index % TRIPS_PER_DAY;
    if (slot === 0 && index > 0) day = shiftDay(day, 1);
    const { mode, km: range } = random.pickWeighted(MODES);
    const km = range[0] + (range[1] - range[0]) * random.next();
    const minutes = (km / (SPEED_KMH[mode] ?? DEFAULT_SPEED_KMH)) * 60 * (0.9 + random.next() * 0.3);
    const start = toInstant(day, DEPARTURES[slot]! + random.int(0, 30), participant.timeZone).getTime();
    trips.push({
      id: `bench-${index + 1}`,
      activityType: mode,
      startTime: new Date(start + random.int(0, 59) * 1000).toISOString(),
      endTime: new Date(start + 60_000 + Math.round(minutes * 60) * 1000).toISOString(),
      distance: Math.round(km * 1000),
      geometry: pathOf(km),
      source: random.chance(0.01) ? 'manual' : 'app',
    });
  }
  return trips;
}

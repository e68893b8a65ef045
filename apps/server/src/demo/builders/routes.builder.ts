import { haversineMetres, MIN_POINTS_FOR_SEGMENTS } from '@mobiverte/contracts';
import type { Random } from '../random.ts';
import type { LatLng } from './polyline.builder.ts';

const KM_PER_DEGREE = 111.32;
/** Streets do not run as the crow flies: a route is about this much longer than the straight line. */
export const DETOUR_FACTOR = 1.3;

/** The point `km` away from `origin` in the direction `bearing` (radians, clockwise from north). */
export function offsetPoint([lat, lng]: LatLng, km: number, bearing: number): LatLng {
  const dLat = (km * Math.cos(bearing)) / KM_PER_DEGREE;
  const dLng = (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lng + dLng];
}

/** A point at most `radiusKm` from `centre`, uniformly over the disc. */
export function scatterPoint(random: Random, centre: LatLng, radiusKm: number): LatLng {
  return offsetPoint(centre, radiusKm * Math.sqrt(random.next()), random.next() * 2 * Math.PI);
}

/** From `from` to `to` through a few intermediate points pushed sideways, like a path along streets. */
export function buildRoute(random: Random, from: LatLng, to: LatLng, bends: number): LatLng[] {
  const points: LatLng[] = [from];
  const lengthKm = Math.hypot(
    (to[0] - from[0]) * KM_PER_DEGREE,
    (to[1] - from[1]) * KM_PER_DEGREE * Math.cos((from[0] * Math.PI) / 180),
  );
  const sideways = Math.atan2(to[1] - from[1], to[0] - from[0]) + Math.PI / 2;
  for (let bend = 1; bend <= bends; bend++) {
    const fraction = bend / (bends + 1);
    const onLine: LatLng = [from[0] + (to[0] - from[0]) * fraction, from[1] + (to[1] - from[1]) * fraction];
    points.push(offsetPoint(onLine, (random.next() - 0.5) * 0.16 * lengthKm, sideways));
  }
  points.push(to);
  return points;
}

/** An outing that leaves `home` and comes back to it, about `km` long along the way. */
export function buildLoop(random: Random, home: LatLng, km: number): LatLng[] {
  const heading = random.next() * 2 * Math.PI;
  const reach = km / DETOUR_FACTOR / 3;
  const far = offsetPoint(home, reach, heading);
  const side = offsetPoint(home, reach, heading + (random.chance(0.5) ? 1 : -1) * (Math.PI / 3));
  return [
    ...buildRoute(random, home, far, 2),
    ...buildRoute(random, far, side, 1).slice(1),
    ...buildRoute(random, side, home, 1).slice(1),
  ];
}

/**
 * The same path through as many positions, evenly spaced along it, as a phone sampling at a steady pace
 * records them: the plausibility rules take a dense path's positions as evenly spaced in time, so a long
 * straight stretch between two positions would read as a burst of speed. Sparse paths are kept as drawn.
 */
export function spaceEvenly(route: readonly LatLng[]): LatLng[] {
  if (route.length < MIN_POINTS_FOR_SEGMENTS) return [...route];
  const toPosition = ([lat, lng]: LatLng) => [lng, lat] as const;
  const reached = [0];
  for (let index = 1; index < route.length; index++) {
    reached.push(reached[index - 1]! + haversineMetres(toPosition(route[index - 1]!), toPosition(route[index]!)));
  }
  const total = reached.at(-1)!;
  let segment = 1;
  return route.map((_, index) => {
    const target = (total * index) / (route.length - 1);
    while (segment < route.length - 1 && reached[segment]! < target) segment++;
    const [from, to] = [route[segment - 1]!, route[segment]!];
    const span = reached[segment]! - reached[segment - 1]!;
    const share = span > 0 ? Math.min(1, Math.max(0, (target - reached[segment - 1]!) / span)) : 0;
    return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share] as const;
  });
}

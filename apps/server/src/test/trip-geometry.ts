import { encodePolyline } from '../lib/polyline.ts';

/** Metres per degree of latitude on contracts' sphere (`haversineMetres`), so the rules measure what we draw. */
export const METRES_PER_DEGREE = (2 * Math.PI * 6_371_008.8) / 360;

/**
 * An encoded polyline going east from `start` ([latitude, longitude], Montréal by default) for `distanceM`
 * metres through `points` positions, evenly spaced unless `at` gives each position's share of the distance
 * (0 to 1): a trip's geometry for the tests.
 */
export function eastboundGeometry(
  distanceM: number,
  options: { points?: number; start?: readonly [number, number]; at?: readonly number[] } = {},
): string {
  const { points = 20, start = [45.5, -73.6] } = options;
  const shares = options.at ?? Array.from({ length: points }, (_, index) => index / (points - 1));
  const degreesPerMetre = 1 / (METRES_PER_DEGREE * Math.cos((start[0] * Math.PI) / 180));
  return encodePolyline(shares.map((share) => [start[0], start[1] + share * distanceM * degreesPerMetre] as const));
}

import { endpointsOf, maxGeometryPoints, measureGeometry, type GeometryFacts } from '@mobiverte/contracts';
import { decodePolyline, encodePolyline } from '../../lib/polyline.ts';

type Position = [longitude: number, latitude: number];

/** A trip's geometry as sent (an encoded polyline), decoded once and measured for the plausibility rules. */
export type TripGeometry = { encoded: string; positions: Position[] | null; facts: GeometryFacts | 'invalid' };

export function readTripGeometry(
  encoded: string | null | undefined,
  cityCentre: readonly [longitude: number, latitude: number] | null,
): TripGeometry | null {
  if (!encoded) return null;
  const positions = decodePolyline(encoded);
  return { encoded, positions, facts: positions ? measureGeometry(positions, cityCentre) : 'invalid' };
}

/**
 * The geometry kept for a trip: a counted trip has passed the rules, so its geometry is within
 * `maxGeometryPoints`; any other keeps at most that many positions (evenly picked, first and last kept), and
 * nothing when it does not decode. Stored trips never hold an unbounded geometry.
 */
export function boundedGeometry(geometry: TripGeometry | null, distanceM: number): string | null {
  if (!geometry?.positions || geometry.positions.length < 2) return null;
  const { positions } = geometry;
  const limit = maxGeometryPoints(distanceM);
  if (positions.length <= limit) return geometry.encoded;
  const kept = Array.from(
    { length: limit },
    (_, index) => positions[Math.round((index * (positions.length - 1)) / (limit - 1))]!,
  );
  return encodePolyline(kept.map(([longitude, latitude]) => [latitude, longitude] as const));
}

/** The first and last positions of a stored trip's geometry (null without one): what control points are matched to. */
export const storedTripEndpoints = (encoded: string | null) => endpointsOf(encoded ? decodePolyline(encoded) : null);

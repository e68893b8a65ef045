import { hasRequiredControlPoints, type ControlPointsSettings } from './city-settings.ts';
import type { LocationType } from './constants.ts';
import { haversineMetres } from './trip-plausibility.ts';
import type { ControlPoint } from './user-admin.ts';

/**
 * The control-point coefficient (spec §9, issue 17): a city multiplies the points of the trips that start or end at
 * one of the participant's control points (home, work, study) — its commute. A trip is at a control point when its
 * first or last recorded position lies within `CONTROL_POINT_RADIUS_M` of it: an app starts recording once the
 * participant is on the move, a street or two from the door.
 */
export const CONTROL_POINT_RADIUS_M = 250;

/** `[longitude, latitude]`, as trips' geometries are decoded. */
export type Position = readonly [longitude: number, latitude: number];

/** A participant's declared control point; one without coordinates (an address not placed) matches no trip. */
export type PlacedControlPoint = Pick<ControlPoint, 'kind' | 'latitude' | 'longitude'>;

/** The first and last recorded positions of a trip (null: a trip without a geometry, entered by hand). */
export type TripEndpoints = { start: Position; end: Position } | null;

/** The first and last of a path's positions, or null for an empty path. */
export function endpointsOf(positions: readonly Position[] | null | undefined): TripEndpoints {
  if (!positions || positions.length === 0) return null;
  return { start: positions[0]!, end: positions.at(-1)! };
}

/** The control point the trip starts or ends at (the nearest of those within the radius), or null. */
export function controlPointReached(
  endpoints: TripEndpoints,
  points: readonly PlacedControlPoint[],
): LocationType | null {
  if (!endpoints) return null;
  let nearest: { kind: LocationType; metres: number } | null = null;
  for (const point of points) {
    if (point.latitude === null || point.longitude === null) continue;
    const at: Position = [point.longitude, point.latitude];
    const metres = Math.min(haversineMetres(endpoints.start, at), haversineMetres(endpoints.end, at));
    if (metres <= CONTROL_POINT_RADIUS_M && (!nearest || metres < nearest.metres))
      nearest = { kind: point.kind, metres };
  }
  return nearest?.kind ?? null;
}

/**
 * The multiplier of a trip's points for control points: the city's coefficient when control points are enabled,
 * the participant has declared those the city requires (two of home, study and work), and the trip — one the app
 * recorded — starts or ends at one of them; 1 otherwise. It multiplies as the happy-hour multiplier does
 * (`evaluateTrip`): both apply to a commute during a happy hour, before the cap per trip.
 */
export function controlPointCoefficientOf(
  settings: Pick<ControlPointsSettings, 'controlPointsEnabled' | 'controlPointCoefficient'> | null,
  points: readonly PlacedControlPoint[],
  trip: { source: 'app' | 'manual'; endpoints: TripEndpoints },
): number {
  if (!settings?.controlPointsEnabled || trip.source !== 'app') return 1;
  if (!hasRequiredControlPoints(points.map((point) => point.kind))) return 1;
  return controlPointReached(trip.endpoints, points) ? settings.controlPointCoefficient : 1;
}

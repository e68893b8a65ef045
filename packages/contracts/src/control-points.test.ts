import { describe, expect, it } from 'vitest';
import {
  CONTROL_POINT_RADIUS_M,
  controlPointCoefficientOf,
  controlPointReached,
  endpointsOf,
  type PlacedControlPoint,
  type Position,
} from './control-points.ts';
import { haversineMetres } from './trip-plausibility.ts';

/** Metres per degree of latitude on contracts' sphere. */
const METRES_PER_DEGREE = (2 * Math.PI * 6_371_008.8) / 360;
const HOME: Position = [-73.6, 45.5];
const WORK: Position = [-73.55, 45.52];
/** A position `metres` north of `from`. */
const north = (from: Position, metres: number): Position => [from[0], from[1] + metres / METRES_PER_DEGREE];
/** About 8 km east of `from`. */
const elsewhereOf = (from: Position): Position => [from[0] + 0.1, from[1]];
const point = (kind: PlacedControlPoint['kind'], at: Position | null): PlacedControlPoint => ({
  kind,
  longitude: at?.[0] ?? null,
  latitude: at?.[1] ?? null,
});
const declared = [point('home', HOME), point('work', WORK)];
const settings = { controlPointsEnabled: true, controlPointCoefficient: 1.5 };

describe('control points reached by a trip', () => {
  it('takes the first and last positions of a path', () => {
    expect(endpointsOf([HOME, [-73.58, 45.51], WORK])).toEqual({ start: HOME, end: WORK });
    expect(endpointsOf([HOME])).toEqual({ start: HOME, end: HOME });
    expect(endpointsOf([])).toBeNull();
    expect(endpointsOf(null)).toBeNull();
  });

  it('matches a trip starting or ending within the radius, not one passing by or ending farther', () => {
    const elsewhere: Position = [-73.7, 45.45];
    expect(haversineMetres(north(WORK, CONTROL_POINT_RADIUS_M - 10), WORK)).toBeLessThan(CONTROL_POINT_RADIUS_M);
    expect(controlPointReached({ start: elsewhere, end: north(WORK, CONTROL_POINT_RADIUS_M - 10) }, declared)).toBe(
      'work',
    );
    expect(controlPointReached({ start: north(HOME, 50), end: elsewhere }, declared)).toBe('home');
    expect(controlPointReached({ start: elsewhere, end: north(WORK, CONTROL_POINT_RADIUS_M + 10) }, declared)).toBe(
      null,
    );
    expect(controlPointReached(null, declared)).toBeNull();
  });

  it('names the nearest when both ends are at control points, and ignores points without coordinates', () => {
    expect(controlPointReached({ start: north(HOME, 200), end: north(WORK, 20) }, declared)).toBe('work');
    expect(controlPointReached({ start: elsewhereOf(WORK), end: WORK }, [point('work', null)])).toBeNull();
  });
});

describe('the control-point coefficient of a trip', () => {
  const atWork = { source: 'app' as const, endpoints: { start: elsewhereOf(WORK), end: north(WORK, 30) } };

  it('is the city’s coefficient for an app trip to or from a control point of a participant who declared two', () => {
    expect(controlPointCoefficientOf(settings, declared, atWork)).toBe(1.5);
    expect(controlPointCoefficientOf(settings, [...declared, point('academic', null)], atWork)).toBe(1.5);
  });

  it('is 1 elsewhere, when disabled, for a manual trip, or for a participant with fewer than two control points', () => {
    const elsewhere = { source: 'app' as const, endpoints: { start: elsewhereOf(WORK), end: elsewhereOf(HOME) } };
    expect(controlPointCoefficientOf(settings, declared, elsewhere)).toBe(1);
    expect(controlPointCoefficientOf({ ...settings, controlPointsEnabled: false }, declared, atWork)).toBe(1);
    expect(controlPointCoefficientOf(null, declared, atWork)).toBe(1);
    expect(controlPointCoefficientOf(settings, declared, { ...atWork, source: 'manual' })).toBe(1);
    expect(controlPointCoefficientOf(settings, declared, { source: 'app', endpoints: null })).toBe(1);
    expect(controlPointCoefficientOf(settings, [point('work', WORK)], atWork)).toBe(1);
  });
});

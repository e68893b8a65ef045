import { describe, expect, it } from 'vitest';
import { TRANSPORT_MODES, type TransportMode } from './constants.ts';
import { createRandom, type Random } from './seeded-random.ts';
import {
  checkTripPlausibility,
  CLOCK_SKEW_MS,
  exceedsDailyCap,
  impossibleTripTimes,
  haversineMetres,
  MAX_SPEED_KMH,
  maxGeometryPoints,
  measureGeometry,
  TRIP_BATCH_REFUSALS,
  TRIP_FLAGS,
  TRIP_LIMIT_DEFAULTS,
  TRIP_REASONS,
  type PlausibilityContext,
  type PlausibilityInput,
} from './trip-plausibility.ts';
import { TRIP_REFUSALS } from './trip-rules.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const CENTRE: [number, number] = [-73.5673, 45.5017];
const context: PlausibilityContext = {
  nowMs: NOW,
  maxTripAgeDays: TRIP_LIMIT_DEFAULTS.maxTripAgeDays,
  cityRadiusKm: TRIP_LIMIT_DEFAULTS.cityRadiusKm,
};

/** A straight path of `points` positions going east from `from` over `lengthM` metres. */
function eastwardPath(from: [number, number], lengthM: number, points: number): [number, number][] {
  const degreesPerMetre = 1 / (111_320 * Math.cos((from[1] * Math.PI) / 180));
  return Array.from({ length: points }, (_, index) => [
    from[0] + ((lengthM * index) / (points - 1)) * degreesPerMetre,
    from[1],
  ]);
}

function trip(overrides: Partial<PlausibilityInput> = {}): PlausibilityInput {
  const distanceM = overrides.distanceM ?? 5_000;
  return {
    activityType: 'bike',
    distanceM,
    startMs: NOW - 2 * HOUR,
    endMs: NOW - 2 * HOUR + 20 * 60_000,
    geometry: measureGeometry(eastwardPath(CENTRE, distanceM, 60), CENTRE),
    ...overrides,
  };
}

describe('trip plausibility', () => {
  it('accepts an ordinary bike commute', () => {
    expect(checkTripPlausibility(trip(), context)).toBeNull();
  });

  it('refuses average speeds beyond the mode, at the boundary', () => {
    const hour = { startMs: NOW - 2 * HOUR, endMs: NOW - HOUR, geometry: null };
    expect(checkTripPlausibility(trip({ ...hour, activityType: 'walk', distanceM: 8_000 }), context)).toBeNull();
    expect(checkTripPlausibility(trip({ ...hour, activityType: 'walk', distanceM: 8_001 }), context)).toBe(
      'implausible_speed',
    );
    expect(checkTripPlausibility(trip({ ...hour, activityType: 'run', distanceM: 60_000_000 }), context)).toBe(
      'implausible_speed',
    );
    expect(checkTripPlausibility(trip({ ...hour, activityType: 'walk', distanceM: 2_000_000 }), context)).toBe(
      'implausible_speed',
    );
  });

  it('refuses impossible times, trips older than the window and trips that end in the future', () => {
    expect(checkTripPlausibility(trip({ endMs: NOW - 3 * HOUR }), context)).toBe('invalid_times');
    expect(checkTripPlausibility(trip({ startMs: NOW - 30 * HOUR, endMs: NOW - 2 * HOUR }), context)).toBe(
      'invalid_times',
    );
    expect(checkTripPlausibility(trip({ startMs: NOW - 10 * 60_000, endMs: NOW + 4 * 60_000 }), context)).toBeNull();
    expect(checkTripPlausibility(trip({ startMs: NOW, endMs: NOW + 30 * 86_400_000 }), context)).toBe('invalid_times');
    expect(checkTripPlausibility(trip({ startMs: NOW - 10 * 60_000, endMs: NOW + 6 * 60_000 }), context)).toBe(
      'ends_in_future',
    );
    const sevenDays = 7 * 86_400_000;
    const recent = { startMs: NOW - sevenDays + 60_000, endMs: NOW - sevenDays + 21 * 60_000 };
    expect(checkTripPlausibility(trip(recent), context)).toBeNull();
    const old = { startMs: NOW - sevenDays - 60_000, endMs: NOW - sevenDays + 19 * 60_000 };
    expect(checkTripPlausibility(trip(old), context)).toBe('too_old');
  });

  it('refuses geometries that do not decode, carry too many points, or disagree with the distance', () => {
    expect(checkTripPlausibility(trip({ geometry: 'invalid' }), context)).toBe('geometry_invalid');
    const onePoint = measureGeometry([CENTRE], CENTRE);
    expect(checkTripPlausibility(trip({ geometry: onePoint }), context)).toBe('geometry_invalid');
    const dense = measureGeometry(eastwardPath(CENTRE, 5_000, maxGeometryPoints(5_000) + 1), CENTRE);
    expect(checkTripPlausibility(trip({ geometry: dense }), context)).toBe('geometry_invalid');
    const short = measureGeometry(eastwardPath(CENTRE, 1_000, 60), CENTRE);
    expect(checkTripPlausibility(trip({ distanceM: 5_000, geometry: short }), context)).toBe('geometry_mismatch');
    const long = measureGeometry(eastwardPath(CENTRE, 20_000, 60), CENTRE);
    expect(checkTripPlausibility(trip({ distanceM: 5_000, geometry: long }), context)).toBe('geometry_mismatch');
  });

  it('refuses a geometry with a jump no bike makes between two positions', () => {
    const path = eastwardPath(CENTRE, 4_000, 59);
    const jump = [...path, [path.at(-1)![0] + 0.0129, CENTRE[1]] as [number, number]];
    const geometry = measureGeometry(jump, CENTRE);
    expect(geometry.longestSegmentM).toBeGreaterThan(900);
    expect(checkTripPlausibility(trip({ distanceM: geometry.lengthM, geometry }), context)).toBe('implausible_speed');
  });

  it('refuses a geometry far from the participant’s city', () => {
    const farAway: [number, number] = [CENTRE[0] + 3.2, CENTRE[1]];
    const geometry = measureGeometry(eastwardPath(farAway, 5_000, 60), CENTRE);
    expect(geometry.farthestFromCityM).toBeGreaterThan(240_000);
    expect(checkTripPlausibility(trip({ geometry }), context)).toBe('outside_city');
    const noCentre = measureGeometry(eastwardPath(farAway, 5_000, 60), null);
    expect(checkTripPlausibility(trip({ geometry: noCentre }), context)).toBeNull();
  });

  it('caps what one day can credit', () => {
    const day = { countedDistanceM: 140_000, greenpoints: 300, distanceCapKm: 150, pointsCap: 500 };
    expect(exceedsDailyCap(day, { countedDistanceM: 10_000, greenpoints: 200 })).toBe(false);
    expect(exceedsDailyCap(day, { countedDistanceM: 10_001, greenpoints: 1 })).toBe(true);
    expect(exceedsDailyCap(day, { countedDistanceM: 1, greenpoints: 201 })).toBe(true);
  });

  it('measures paths on the sphere', () => {
    expect(haversineMetres([2.3522, 48.8566], [-0.1276, 51.5072])).toBeCloseTo(343_556, -3);
    expect(measureGeometry(eastwardPath(CENTRE, 10_000, 11), null).lengthM).toBeCloseTo(10_000, -2);
  });
});

const COUNTED_MODES = TRANSPORT_MODES.filter((mode) => !['car', 'still', 'wfh'].includes(mode));

/** An honest trip: a speed within its mode, recent, a dense path near the city that matches its distance. */
function honestTrip(random: Random): PlausibilityInput {
  const activityType: TransportMode = random.pick(COUNTED_MODES);
  const durationMs = random.int(3, 180) * 60_000;
  const speedKmh = random.between(1, MAX_SPEED_KMH[activityType] * 0.95);
  const distanceM = Math.min(40_000, (speedKmh * durationMs) / HOUR / 0.001);
  const endMs = NOW - random.int(0, 6 * 24) * HOUR;
  const start: [number, number] = [CENTRE[0] + random.between(-0.1, 0.1), CENTRE[1] + random.between(-0.1, 0.1)];
  const path = eastwardPath(start, distanceM, random.int(10, 200));
  return { activityType, distanceM, startMs: endMs - durationMs, endMs, geometry: measureGeometry(path, CENTRE) };
}

describe('trip plausibility, on random trips', () => {
  it('always accepts an honest trip and never a trip that breaks a rule', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = createRandom(seed);
      const honest = honestTrip(random);
      expect(checkTripPlausibility(honest, context), `seed ${seed}`).toBeNull();
      const durationMs = honest.endMs - honest.startMs;
      const broken: PlausibilityInput[] = [
        { ...honest, distanceM: ((MAX_SPEED_KMH[honest.activityType] * 1.01) / 3.6) * (durationMs / 1000) },
        { ...honest, startMs: honest.startMs - 8 * 86_400_000, endMs: honest.endMs - 8 * 86_400_000 },
        { ...honest, startMs: NOW + HOUR, endMs: NOW + HOUR + durationMs },
        { ...honest, endMs: honest.startMs },
        { ...honest, geometry: 'invalid' },
        { ...honest, distanceM: honest.distanceM * 2 + 1_000 },
      ];
      for (const [index, candidate] of broken.entries()) {
        expect(checkTripPlausibility(candidate, context), `seed ${seed}, broken ${index}`).not.toBeNull();
      }
    }
  });
});

describe('trip reasons', () => {
  it('is one closed list without repeats: the plausibility flags, the refusals and the batch refusals', () => {
    expect(new Set(TRIP_REASONS).size).toBe(TRIP_REASONS.length);
    for (const code of [...TRIP_FLAGS, ...TRIP_REFUSALS, ...TRIP_BATCH_REFUSALS]) expect(TRIP_REASONS).toContain(code);
  });

  it('refuses times that are no trip with the same codes the review queue uses', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(impossibleTripTimes(now - 60_000, now - 60_000, now)).toBe('invalid_times');
    expect(impossibleTripTimes(now - 60_000, now - 120_000, now)).toBe('invalid_times');
    expect(impossibleTripTimes(now + CLOCK_SKEW_MS, now + CLOCK_SKEW_MS + 60_000, now)).toBeNull();
    expect(impossibleTripTimes(now + CLOCK_SKEW_MS + 1, now + CLOCK_SKEW_MS + 60_000, now)).toBe('ends_in_future');
    expect(impossibleTripTimes(now - 3_600_000, now - 60_000, now)).toBeNull();
  });
});

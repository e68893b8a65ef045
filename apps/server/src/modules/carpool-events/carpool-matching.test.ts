import { createRandom } from '../../demo/random.ts';
import { describe, expect, it } from 'vitest';
import {
  ASSUMED_SPEED_KMH,
  planCarpoolMatches,
  planGreedyCarpoolMatches,
  ROAD_FACTOR,
  straightKm,
  type MatchingInput,
  type MatchingPlan,
} from './carpool-matching.ts';
import { randomOccurrence } from './carpool-world.ts';

const minutes = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  (straightKm(a, b) * ROAD_FACTOR * 60) / ASSUMED_SPEED_KMH;

/** Checks a plan from scratch: each driver's pick-ups in the order of their times make its route. */
function expectValid(input: MatchingInput, plan: MatchingPlan) {
  const riders = new Map(input.riders.map((rider) => [rider.id, rider]));
  const seen = new Set<string>();
  for (const match of plan.matches) {
    expect(seen.has(match.riderId), `rider ${match.riderId} matched twice`).toBe(false);
    seen.add(match.riderId);
  }
  for (const { riderId } of plan.unmatched) expect(seen.has(riderId)).toBe(false);
  expect(seen.size + plan.unmatched.length).toBe(input.riders.length);
  let total = 0;
  for (const driver of input.drivers) {
    const stops = plan.matches
      .filter((match) => match.driverId === driver.id)
      .sort((a, b) => a.pickupMinutes - b.pickupMinutes);
    if (stops.length === 0) continue;
    expect(stops.length).toBeLessThanOrEqual(Math.min(driver.seats, input.maxMatchesPerDriver ?? driver.seats));
    const points = [driver, ...stops.map((stop) => riders.get(stop.riderId)!), input.destination];
    let route = 0;
    for (let index = 1; index < points.length; index += 1) route += minutes(points[index - 1]!, points[index]!);
    const detour = route - minutes(driver, input.destination);
    expect(detour).toBeLessThanOrEqual(driver.maxDetourMinutes + 1e-6);
    total += detour;
    let toDestination = 0;
    for (let index = stops.length - 1; index >= 0; index -= 1) {
      const rider = riders.get(stops[index]!.riderId)!;
      toDestination += minutes(rider, points[index + 2]!);
      expect(toDestination - minutes(rider, input.destination)).toBeLessThanOrEqual(rider.maxDetourMinutes + 1e-6);
      const pickup = input.arrivalMinutes - toDestination;
      expect(pickup).toBeCloseTo(stops[index]!.pickupMinutes, 6);
      if (rider.windowStart != null) expect(pickup).toBeGreaterThanOrEqual(rider.windowStart - 1e-6);
      if (rider.windowEnd != null) expect(pickup).toBeLessThanOrEqual(rider.windowEnd + 1e-6);
    }
  }
  expect(plan.totalDetourMinutes).toBeCloseTo(total, 6);
  expect(plan.matches.reduce((sum, match) => sum + match.detourMinutes, 0)).toBeCloseTo(total, 6);
}

describe('the carpool matching engine', () => {
  it('keeps every limit on random occurrences, and matches at least as many riders as the greedy baseline', () => {
    let engineMatched = 0;
    let greedyMatched = 0;
    for (let seed = 1; seed <= 150; seed += 1) {
      const random = createRandom(seed, 'carpool-matching');
      const input = randomOccurrence(random, {
        drivers: random.int(0, 15),
        riders: random.int(0, 40),
        radiusKm: random.int(3, 25),
        windows: 0.4,
      });
      const plan = planCarpoolMatches(input);
      const greedy = planGreedyCarpoolMatches(input);
      expectValid(input, plan);
      expectValid(input, greedy);
      engineMatched += plan.matches.length;
      greedyMatched += greedy.matches.length;
    }
    expect(engineMatched).toBeGreaterThanOrEqual(greedyMatched);
    expect(engineMatched).toBeGreaterThan(0);
  });

  it('explains why a rider stays unmatched', () => {
    const destination = { lat: 48.07, lng: -0.77 };
    const base = { destination, arrivalMinutes: 480, maxMatchesPerDriver: null };
    const driver = { id: 'd', lat: 48.1, lng: -0.77, seats: 1, maxDetourMinutes: 5 };
    const onTheWay = { id: 'near', lat: 48.09, lng: -0.77, maxDetourMinutes: 10 };
    expect(planCarpoolMatches({ ...base, drivers: [], riders: [onTheWay] }).unmatched).toEqual([
      { riderId: 'near', reason: 'no_driver' },
    ]);
    const far = { id: 'far', lat: 48.3, lng: -1.2, maxDetourMinutes: 10 };
    const late = { ...onTheWay, id: 'late', windowStart: 300, windowEnd: 310 };
    const second = { ...onTheWay, id: 'second', lat: 48.091 };
    const plan = planCarpoolMatches({ ...base, drivers: [driver], riders: [far, late, onTheWay, second] });
    expect(plan.matches).toHaveLength(1);
    expect(Object.fromEntries(plan.unmatched.map((row) => [row.riderId, row.reason]))).toMatchObject({
      far: 'too_far',
      late: 'outside_window',
    });
    expect(plan.unmatched.map((row) => row.reason)).toContain('no_seat_left');
  });

  it('frees a seat by moving a rider to another driver when that matches one more rider', () => {
    const destination = { lat: 48.0, lng: 0 };
    const base = { destination, arrivalMinutes: 480, maxMatchesPerDriver: null };
    // A can take both riders, B only the first: the first rider must ride with B for the second to ride with A.
    const a = { id: 'A', lat: 48.1, lng: 0, seats: 1, maxDetourMinutes: 30 };
    const b = { id: 'B', lat: 48.1, lng: 0.01, seats: 1, maxDetourMinutes: 3 };
    const first = { id: 'first', lat: 48.08, lng: 0.005, maxDetourMinutes: 30 };
    const second = { id: 'second', lat: 48.08, lng: -0.08, maxDetourMinutes: 30 };
    const plan = planCarpoolMatches({ ...base, drivers: [a, b], riders: [first, second] });
    expect(plan.unmatched).toEqual([]);
    expect(Object.fromEntries(plan.matches.map((match) => [match.riderId, match.driverId]))).toEqual({
      first: 'B',
      second: 'A',
    });
  });
});

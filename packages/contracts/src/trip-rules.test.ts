import { describe, expect, it } from 'vitest';
import { computeCalories, evaluateTrip, isSustainableTrip, type TripContext, type TripFacts } from './trip-rules.ts';

const context: TripContext = { pointsCoefficient: 10, happyHourMultiplier: 1, manualTripAllowed: true };
const trip = (overrides: Partial<TripFacts> = {}): TripFacts => ({
  activityType: 'bike',
  distanceM: 5000,
  durationS: 1200,
  source: 'app',
  ...overrides,
});

describe('what counts as a sustainable trip', () => {
  it.each([
    [499, 'too_short'],
    [500, null],
  ] as const)('%i m → %s', (distanceM, expected) => {
    expect(isSustainableTrip(trip({ distanceM }))).toBe(expected);
  });

  it.each([
    [119, 'too_brief'],
    [120, null],
  ] as const)('%i s → %s', (durationS, expected) => {
    expect(isSustainableTrip(trip({ durationS }))).toBe(expected);
  });

  it('never counts solo car driving nor standing still, whatever the distance', () => {
    expect(isSustainableTrip(trip({ activityType: 'car' }))).toBe('not_sustainable_mode');
    expect(isSustainableTrip(trip({ activityType: 'still' }))).toBe('not_sustainable_mode');
    expect(isSustainableTrip(trip({ activityType: 'carpool' }))).toBeNull();
    expect(isSustainableTrip(trip({ activityType: 'electric_car' }))).toBeNull();
  });
});

describe('impact and greenpoints of a trip', () => {
  it('avoids 0.21 kg per km and earns kg × coefficient points', () => {
    const outcome = evaluateTrip(trip({ distanceM: 10_000 }), context);
    expect(outcome).toMatchObject({ counted: true, countedDistanceM: 10_000, ghgMg: 2_100_000, greenpoints: 21 });
  });

  it('multiplies the points by the happy-hour multiplier', () => {
    expect(evaluateTrip(trip({ distanceM: 10_000 }), { ...context, happyHourMultiplier: 2 }).greenpoints).toBe(42);
  });

  it('multiplies by the control-point coefficient as by the happy hour, then rounds, then caps', () => {
    const ten = trip({ distanceM: 10_000 });
    expect(evaluateTrip(ten, { ...context, controlPointCoefficient: 1.5 }).greenpoints).toBe(32);
    // 2.1 kg × 10 × 2 × 1.5 = 63, whatever the order of the factors; the cap per trip applies to the product.
    expect(evaluateTrip(ten, { ...context, happyHourMultiplier: 2, controlPointCoefficient: 1.5 }).greenpoints).toBe(
      63,
    );
    expect(
      evaluateTrip(ten, { ...context, happyHourMultiplier: 2, controlPointCoefficient: 1.5, maxPointsPerTrip: 50 })
        .greenpoints,
    ).toBe(50);
    expect(evaluateTrip(ten, { ...context, controlPointCoefficient: 3, pointsWithheld: true }).greenpoints).toBe(0);
  });

  it('counts at most kmPerTrip km of a trip', () => {
    const outcome = evaluateTrip(trip({ distanceM: 30_000 }), { ...context, kmPerTrip: 12 });
    expect(outcome.countedDistanceM).toBe(12_000);
    expect(outcome.ghgMg).toBe(2_520_000);
  });

  it('caps the points of one trip at the maximum points per trip', () => {
    expect(evaluateTrip(trip({ distanceM: 50_000 }), { ...context, maxPointsPerTrip: 40 }).greenpoints).toBe(40);
    const withheld = evaluateTrip(trip({ distanceM: 50_000 }), { ...context, pointsWithheld: true });
    expect(withheld).toMatchObject({ counted: true, greenpoints: 0 });
    expect(withheld.ghgMg).toBeGreaterThan(0);
  });

  it('refuses a manual trip past the manual-trip limit, but not an app trip', () => {
    expect(evaluateTrip(trip({ source: 'manual' }), { ...context, manualTripAllowed: false })).toMatchObject({
      counted: false,
      reason: 'manual_limit_reached',
      greenpoints: 0,
    });
    expect(evaluateTrip(trip({ source: 'app' }), { ...context, manualTripAllowed: false }).counted).toBe(true);
  });

  it('gives nothing for a trip that does not count', () => {
    expect(evaluateTrip(trip({ activityType: 'car', distanceM: 20_000 }), context)).toEqual({
      counted: false,
      reason: 'not_sustainable_mode',
      countedDistanceM: 0,
      ghgMg: 0,
      greenpoints: 0,
      calories: 0,
    });
  });
});

describe('calories', () => {
  it('are MET × 70 kg × hours for active modes, 0 for motorised ones', () => {
    expect(computeCalories('bike', 3600)).toBe(525);
    expect(computeCalories('walk', 1800)).toBe(123);
    expect(computeCalories('bus', 3600)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  avoidedMgPerMetre,
  DEFAULT_EMISSION_FACTORS,
  effectiveFactors,
  emittedMgPerMetre,
  factorTableOf,
  FACTOR_MODES,
  usesPerModeFactors,
} from './emission-factors.ts';
import { evaluateTrip, GHG_MG_PER_METRE, type TripContext } from './trip-rules.ts';

const context: TripContext = { pointsCoefficient: 10, happyHourMultiplier: 1, manualTripAllowed: true };

describe('emission factors', () => {
  it('has one default per mode but standing still, the car at the spec’s 0.21 kg/km', () => {
    expect(DEFAULT_EMISSION_FACTORS.map((factor) => factor.mode).sort()).toEqual([...FACTOR_MODES].sort());
    expect(factorTableOf().car).toBe(0.21);
  });

  it('avoids (car − mode) per km: a bus 0.21 − 0.113 = 0.097 kg/km, a bike the whole 0.21', () => {
    const table = factorTableOf();
    expect(avoidedMgPerMetre('bus', table)).toBeCloseTo(97, 9);
    expect(avoidedMgPerMetre('bike', table)).toBeCloseTo(210, 9);
    expect(avoidedMgPerMetre('electric_car', table)).toBeCloseTo(107, 9);
    expect(avoidedMgPerMetre('car', table)).toBe(0);
    expect(emittedMgPerMetre('bus', table)).toBeCloseTo(113, 9);
  });

  it('never avoids a negative amount, and follows the city’s own factors', () => {
    const table = factorTableOf([
      { mode: 'motorcycle', kgPerKm: 0.3 },
      { mode: 'car', kgPerKm: 0.25 },
    ]);
    expect(avoidedMgPerMetre('motorcycle', table)).toBe(0);
    expect(avoidedMgPerMetre('walk', table)).toBeCloseTo(250, 9);
    expect(avoidedMgPerMetre('bus', table)).toBeCloseTo(137, 9);
  });

  it('marks the city’s own factors among the defaults', () => {
    const factors = effectiveFactors([{ mode: 'bus', kgPerKm: 0.08, source: 'STM 2024', year: 2024 }]);
    expect(factors.find((factor) => factor.mode === 'bus')).toEqual({
      mode: 'bus',
      kgPerKm: 0.08,
      source: 'STM 2024',
      year: 2024,
      custom: true,
    });
    expect(factors.find((factor) => factor.mode === 'train')?.custom).toBe(false);
  });

  it('applies the switch to trips starting at or after it only', () => {
    const switchedAt = '2026-06-01T00:00:00Z';
    expect(usesPerModeFactors(null, '2026-07-01T00:00:00Z')).toBe(false);
    expect(usesPerModeFactors(switchedAt, '2026-05-31T23:59:59Z')).toBe(false);
    expect(usesPerModeFactors(switchedAt, '2026-06-01T00:00:00Z')).toBe(true);
  });
});

describe('evaluateTrip with per-mode factors', () => {
  const trip = { activityType: 'bus' as const, distanceM: 10_000, durationS: 1200, source: 'app' as const };

  it('keeps 0.21 kg/km for every mode without the factor (unchanged behaviour)', () => {
    expect(evaluateTrip(trip, context).ghgMg).toBe(10_000 * GHG_MG_PER_METRE);
  });

  it('credits a bus trip of 10 km with 0.97 kg and 10 greenpoints (coefficient 10)', () => {
    const outcome = evaluateTrip(trip, { ...context, avoidedMgPerMetre: avoidedMgPerMetre('bus', factorTableOf()) });
    expect(outcome.ghgMg).toBe(970_000);
    expect(outcome.greenpoints).toBe(10);
  });

  it('caps the distance before applying the factor', () => {
    const outcome = evaluateTrip(trip, { ...context, kmPerTrip: 5, avoidedMgPerMetre: 97 });
    expect(outcome).toMatchObject({ countedDistanceM: 5000, ghgMg: 485_000 });
  });
});

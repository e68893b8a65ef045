import { describe, expect, it } from 'vitest';
import { breakdownFigure, tripBreakdownOutcome } from './stats-breakdown.ts';

const trip = { counted: true, reason: null, distanceM: 5000, countedDistanceM: 5000, reviewStatus: null } as const;

describe('stats breakdown', () => {
  it('puts each trip under one outcome', () => {
    expect(tripBreakdownOutcome(trip)).toBe('counted');
    expect(tripBreakdownOutcome({ ...trip, countedDistanceM: 3000 })).toBe('capped');
    expect(tripBreakdownOutcome({ ...trip, counted: false, reason: 'too_short', countedDistanceM: 0 })).toBe(
      'too_short',
    );
    expect(tripBreakdownOutcome({ ...trip, reviewStatus: 'pending', counted: false })).toBe('pending_review');
    expect(tripBreakdownOutcome({ ...trip, reviewStatus: 'rejected' })).toBe('rejected_at_review');
    expect(tripBreakdownOutcome({ ...trip, reviewStatus: 'accepted', countedDistanceM: 4000 })).toBe('capped');
  });

  it('makes the card’s figure from the counted outcomes only', () => {
    const row = (outcome: 'counted' | 'capped' | 'too_short', counted: boolean, trips: number, km: number) => ({
      outcome,
      counted,
      trips,
      distanceKm: km,
      countedKm: counted ? km : 0,
      cutKm: 0,
      ghgKg: counted ? km * 0.21 : 0,
      greenpoints: counted ? trips * 2 : 0,
    });
    const outcomes = [row('counted', true, 3, 12), row('capped', true, 1, 20), row('too_short', false, 4, 1)];
    const totals = { participants: 2, activities: 3 };
    expect(breakdownFigure('sessions', outcomes, totals)).toBe(4);
    expect(breakdownFigure('distanceKm', outcomes, totals)).toBe(32);
    expect(breakdownFigure('greenpoints', outcomes, totals)).toBe(8);
    expect(breakdownFigure('activeUsers', outcomes, totals)).toBe(2);
    expect(breakdownFigure('activities', outcomes, totals)).toBe(3);
  });
});

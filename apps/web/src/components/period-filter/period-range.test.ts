import { describe, expect, it } from 'vitest';
import { createPeriodFilter, resolvePeriodRange, validatePeriodFilter } from './period-range';

const challenges = [{ id: 'c1', name: 'Défi hiver', startDate: '2026-01-05', endDate: '2026-02-01' }];

describe('validatePeriodFilter', () => {
  it('accepts week, month and year as they are', () => {
    expect(validatePeriodFilter(createPeriodFilter('week'))).toEqual({});
    expect(validatePeriodFilter(createPeriodFilter('month'))).toEqual({});
    expect(validatePeriodFilter(createPeriodFilter('year'))).toEqual({});
  });

  it('requires both dates for a range, the end not before the start', () => {
    expect(validatePeriodFilter({ ...createPeriodFilter('range'), startDate: '2026-03-01' })).toEqual({
      endDate: 'period.errors.end_date_required',
    });
    expect(validatePeriodFilter(createPeriodFilter('range'))).toEqual({
      startDate: 'period.errors.start_date_required',
      endDate: 'period.errors.end_date_required',
    });
    expect(
      validatePeriodFilter({ ...createPeriodFilter('range'), startDate: '2026-03-10', endDate: '2026-03-01' }),
    ).toEqual({ endDate: 'period.errors.end_before_start' });
  });

  it('requires a challenge for the challenges filter', () => {
    expect(validatePeriodFilter(createPeriodFilter('challenges'))).toEqual({
      challengeId: 'period.errors.challenge_required',
    });
    expect(validatePeriodFilter({ ...createPeriodFilter('challenges'), challengeId: 'c1' })).toEqual({});
  });
});

describe('resolvePeriodRange', () => {
  const today = '2026-11-20'; // a Friday

  it('covers the current week from Monday to Sunday', () => {
    expect(resolvePeriodRange(createPeriodFilter('week'), today)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(resolvePeriodRange(createPeriodFilter('week'), '2026-11-22')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(resolvePeriodRange(createPeriodFilter('week'), '2026-11-16')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
  });

  it('covers the current month and year', () => {
    expect(resolvePeriodRange(createPeriodFilter('month'), today)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(resolvePeriodRange(createPeriodFilter('month'), '2028-02-10')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(resolvePeriodRange(createPeriodFilter('year'), today)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });

  it('uses the chosen range or challenge', () => {
    expect(
      resolvePeriodRange({ ...createPeriodFilter('range'), startDate: '2026-03-01', endDate: '2026-03-31' }, today),
    ).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(resolvePeriodRange({ ...createPeriodFilter('challenges'), challengeId: 'c1' }, today, challenges)).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-02-01',
    });
  });

  it('returns null while the filter is incomplete or the challenge unknown', () => {
    expect(resolvePeriodRange(createPeriodFilter('range'), today)).toBeNull();
    expect(
      resolvePeriodRange({ ...createPeriodFilter('challenges'), challengeId: 'nope' }, today, challenges),
    ).toBeNull();
  });
});

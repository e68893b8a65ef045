import { describe, expect, it } from 'vitest';
import { getIsoWeekNumber, getPeriodKey, getPeriodKeyRange, isPeriodKey, shiftPeriodKey } from './period-keys';

describe('getPeriodKey', () => {
  it('names the ISO week, month and year of a day', () => {
    expect(getPeriodKey('week', '2026-11-20')).toBe('2026-W47');
    expect(getPeriodKey('week', '2026-11-16')).toBe('2026-W47');
    expect(getPeriodKey('week', '2026-11-22')).toBe('2026-W47');
    expect(getPeriodKey('month', '2026-11-20')).toBe('2026-11');
    expect(getPeriodKey('year', '2026-11-20')).toBe('2026');
  });

  it('puts the days around New Year in the ISO week of their Thursday', () => {
    expect(getPeriodKey('week', '2027-01-01')).toBe('2026-W53');
    expect(getPeriodKey('week', '2027-01-04')).toBe('2027-W01');
    expect(getPeriodKey('week', '2024-12-30')).toBe('2025-W01');
    expect(getPeriodKey('week', '2026-01-01')).toBe('2026-W01');
  });
});

describe('getPeriodKeyRange', () => {
  it('gives the first and last day', () => {
    expect(getPeriodKeyRange('week', '2026-W47')).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(getPeriodKeyRange('week', '2025-W01')).toEqual({ startDate: '2024-12-30', endDate: '2025-01-05' });
    expect(getPeriodKeyRange('month', '2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(getPeriodKeyRange('year', '2026')).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
  });
});

describe('shiftPeriodKey', () => {
  it('steps back and forth across years', () => {
    expect(shiftPeriodKey('week', '2026-W01', -1)).toBe('2025-W52');
    expect(shiftPeriodKey('week', '2026-W53', 1)).toBe('2027-W01');
    expect(shiftPeriodKey('month', '2026-01', -1)).toBe('2025-12');
    expect(shiftPeriodKey('month', '2026-11', 2)).toBe('2027-01');
    expect(shiftPeriodKey('year', '2026', -1)).toBe('2025');
  });
});

describe('isPeriodKey', () => {
  it('accepts well-formed keys of existing periods only', () => {
    expect(isPeriodKey('week', '2026-W53')).toBe(true);
    expect(isPeriodKey('week', '2025-W53')).toBe(false);
    expect(isPeriodKey('week', '2026-W00')).toBe(false);
    expect(isPeriodKey('week', '2026-11')).toBe(false);
    expect(isPeriodKey('month', '2026-13')).toBe(false);
    expect(isPeriodKey('month', '2026-11')).toBe(true);
    expect(isPeriodKey('year', '2026')).toBe(true);
    expect(isPeriodKey('year', 'abcd')).toBe(false);
  });

  it('reads the week number', () => {
    expect(getIsoWeekNumber('2026-W07')).toBe(7);
  });
});

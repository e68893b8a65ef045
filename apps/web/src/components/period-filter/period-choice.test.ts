import { describe, expect, it } from 'vitest';
import { choosePeriod, getEffectivePeriodKey, getShownRange, type PeriodChoice } from './period-choice';

const today = '2026-11-18';
const month: PeriodChoice = { period: 'month', periodKey: null, startDate: null, endDate: null };

describe('getShownRange and choosePeriod', () => {
  it('covers the chosen period, the current one by default', () => {
    expect(getShownRange({ ...month, periodKey: '2028-02' }, today)).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(getEffectivePeriodKey({ ...month, period: 'week' }, today)).toBe('2026-W47');
    expect(getShownRange({ ...month, period: 'range', startDate: '2026-02-02' }, today)).toBeNull();
  });

  it('starts a range with the days on screen, and a calendar period at the current one', () => {
    const shown = { ...month, periodKey: '2026-10', branchId: 'b-1' };
    expect(choosePeriod(shown, 'range', today)).toEqual({
      ...month,
      period: 'range',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      branchId: 'b-1',
    });
    expect(choosePeriod(shown, 'week', today)).toEqual({ ...month, period: 'week', branchId: 'b-1' });
    expect(choosePeriod(shown, 'month', today)).toBe(shown);
  });
});

import { describe, expect, it } from 'vitest';
import {
  comparisonRange,
  bucketOf,
  chooseGranularity,
  addDays,
  challengeDays,
  formatPeriodKey,
  isComparable,
  isPeriodKey,
  isValidDay,
  isoWeekOf,
  isoWeekStart,
  listBuckets,
  localDayOf,
  parsePeriodKey,
  periodFieldErrors,
  periodKeyRange,
  previousRange,
  resolvePeriod,
  shiftPeriodKey,
} from './periods.ts';

const TODAY = '2026-11-18'; // a Wednesday

describe('period keys', () => {
  it.each([
    ['2026-W47', { period: 'week', startDate: '2026-11-16' }],
    ['2026-W01', { period: 'week', startDate: '2025-12-29' }],
    ['2020-W53', { period: 'week', startDate: '2020-12-28' }],
    ['2026-11', { period: 'month', startDate: '2026-11-01' }],
    ['2026', { period: 'year', startDate: '2026-01-01' }],
  ] as const)('%s names %o', (key, expected) => {
    expect(parsePeriodKey(key)).toEqual(expected);
  });

  it.each(['2026-W54', '2026-W00', '2025-W53', '2026-13', '2026-00', '26', '2026-1', 'W47', ''])(
    'refuses %s',
    (key) => {
      expect(parsePeriodKey(key)).toBeNull();
    },
  );

  it('formats the key of the period holding a day, ISO weeks crossing the year', () => {
    expect(formatPeriodKey('week', '2026-11-18')).toBe('2026-W47');
    expect(formatPeriodKey('week', '2027-01-01')).toBe('2026-W53');
    expect(formatPeriodKey('week', '2025-12-31')).toBe('2026-W01');
    expect(formatPeriodKey('month', '2026-11-18')).toBe('2026-11');
    expect(formatPeriodKey('year', '2026-11-18')).toBe('2026');
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekStart(2026, 53)).toBe('2026-12-28');
  });

  it('round-trips every week of several years', () => {
    for (let year = 2019; year <= 2030; year++) {
      for (let week = 1; week <= 53; week++) {
        const start = isoWeekStart(year, week);
        if (start) expect(parsePeriodKey(formatPeriodKey('week', start))).toEqual({ period: 'week', startDate: start });
      }
    }
  });
});

describe('resolvePeriod', () => {
  const ok = (selection: Parameters<typeof resolvePeriod>[0]) => {
    const result = resolvePeriod(selection, TODAY);
    if (!result.ok) throw new Error(result.message);
    return result.value;
  };
  const code = (selection: Parameters<typeof resolvePeriod>[0]) => {
    const result = resolvePeriod(selection, TODAY);
    return result.ok ? null : result.code;
  };

  it('takes the period of the key', () => {
    expect(ok({ period: 'week', periodKey: '2026-W47' })).toMatchObject({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      granularity: 'day',
      // the week is in progress on Wednesday the 18th: Monday to Wednesday against Monday to Wednesday
      previous: { startDate: '2026-11-09', endDate: '2026-11-11' },
    });
    expect(ok({ periodKey: '2026-02' })).toMatchObject({
      period: 'month',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      previous: { startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    expect(ok({ period: 'year', periodKey: '2024' })).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      granularity: 'month',
      previous: { startDate: '2023-01-01', endDate: '2023-12-31' },
    });
  });

  it('without a key, starts at the nearest period start on or before the start date, or today', () => {
    expect(ok({ period: 'week' })).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(ok({ period: 'week', startDate: '2026-03-01' })).toMatchObject({
      startDate: '2026-02-23',
      endDate: '2026-03-01',
    });
    expect(ok({ period: 'month', startDate: '2024-02-10', endDate: '2024-02-11' })).toMatchObject({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(ok({ period: 'year' })).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(ok({})).toMatchObject({ period: 'month', startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('needs both dates for a range, in order, and compares with the same number of days before', () => {
    expect(code({ period: 'range', startDate: '2026-01-01' })).toBe('end_date_required');
    expect(code({ period: 'range', endDate: '2026-01-01' })).toBe('start_date_required');
    expect(code({ period: 'range', startDate: '2026-01-02', endDate: '2026-01-01' })).toBe('end_before_start');
    expect(code({ period: 'range', startDate: '2000-01-01', endDate: '2026-01-01' })).toBe('range_too_long');
    expect(code({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('invalid_date');
    expect(ok({ startDate: '2026-03-10', endDate: '2026-03-19' })).toMatchObject({
      period: 'range',
      granularity: 'day',
      previous: { startDate: '2026-02-28', endDate: '2026-03-09' },
    });
    expect(ok({ period: 'range', startDate: '2026-01-01', endDate: '2026-01-01' }).previous).toEqual({
      startDate: '2025-12-31',
      endDate: '2025-12-31',
    });
  });

  it('refuses a key that does not match the period', () => {
    expect(code({ period: 'week', periodKey: '2026-11' })).toBe('invalid_period_key');
    expect(code({ period: 'month', periodKey: 'soon' })).toBe('invalid_period_key');
  });

  it('covers the days of the challenge the caller found, in its time zone', () => {
    const days = challengeDays({ startAt: '2026-11-02T05:00:00Z', endAt: '2026-12-01T05:00:00Z' }, 'America/New_York');
    expect(days).toEqual({ startDate: '2026-11-02', endDate: '2026-11-30' });
    const result = resolvePeriod({ period: 'challenges', challenge: 'c1' }, '2026-11-15', days);
    expect(result.ok && result.value).toMatchObject({
      period: 'challenges',
      startDate: '2026-11-02',
      endDate: '2026-11-30',
      granularity: 'day',
    });
    expect(resolvePeriod({ challenge: 'c1' }, '2026-11-15', days).ok).toBe(true);
    expect(challengeDays({ startAt: '2026-11-02T12:00:00Z', endAt: '2026-11-02T12:00:00Z' }, 'UTC')).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-02',
    });
  });

  it('answers that a challenge is not available when the caller found none, after asking for one', () => {
    expect(code({ period: 'challenges' })).toBe('challenge_required');
    expect(code({ period: 'challenges', challenge: 'abc' })).toBe('challenges_not_available');
    expect(code({ challenge: 'abc' })).toBe('challenges_not_available');
    expect(code({ period: 'month', challenge: 'abc' })).toBeNull();
  });
});

describe('granularity and buckets', () => {
  it('draws per day up to 62 days, per week up to 186, per month beyond', () => {
    expect(chooseGranularity({ startDate: '2026-01-01', endDate: '2026-03-03' })).toBe('day');
    expect(chooseGranularity({ startDate: '2026-01-01', endDate: '2026-03-04' })).toBe('week');
    expect(chooseGranularity({ startDate: '2026-01-01', endDate: '2026-07-05' })).toBe('week');
    expect(chooseGranularity({ startDate: '2026-01-01', endDate: '2026-07-06' })).toBe('month');
  });

  it('lists every bucket, the first one clipped to the range start', () => {
    const range = { startDate: '2026-01-01', endDate: '2026-01-20' };
    expect(listBuckets(range, 'week')).toEqual(['2026-01-01', '2026-01-05', '2026-01-12', '2026-01-19']);
    expect(listBuckets({ startDate: '2026-01-15', endDate: '2026-04-02' }, 'month')).toEqual([
      '2026-01-15',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(listBuckets({ startDate: '2026-02-27', endDate: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketOf('2026-01-03', 'week', range)).toBe('2026-01-01');
    expect(bucketOf('2026-01-13', 'week', range)).toBe('2026-01-12');
  });

  it.each([
    ['a month: the previous month', '2026-03-01', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['a week: the previous week', '2026-11-16', '2026-11-22', '2026-11-09', '2026-11-15'],
    ['a year: the previous year', '2024-01-01', '2024-12-31', '2023-01-01', '2023-12-31'],
    ['whole months: as many months before', '2026-01-01', '2026-03-31', '2025-10-01', '2025-12-31'],
    ['other days: as many days before', '2026-03-02', '2026-03-31', '2026-01-31', '2026-03-01'],
  ])('compares %s', (_, startDate, endDate, previousStart, previousEnd) => {
    expect(previousRange({ startDate, endDate })).toEqual({ startDate: previousStart, endDate: previousEnd });
  });

  it('compares the same dates the same way whether they were chosen as a month or as a range', () => {
    const november = { startDate: '2026-11-01', endDate: '2026-11-30' };
    const asMonth = resolvePeriod({ period: 'month', periodKey: '2026-11' }, TODAY);
    const asRange = resolvePeriod({ period: 'range', ...november }, TODAY);
    expect(asMonth.ok && asMonth.value.previous).toEqual(asRange.ok && asRange.value.previous);
    expect(asRange.ok && asRange.value.previous).toEqual({ startDate: '2026-10-01', endDate: '2026-10-18' });
  });
});

describe('localDayOf', () => {
  it('gives the day in the time zone, not in UTC', () => {
    const instant = new Date('2026-03-03T03:30:00Z');
    expect(localDayOf(instant, 'America/New_York')).toBe('2026-03-02');
    expect(localDayOf(instant, 'Europe/Paris')).toBe('2026-03-03');
  });
});

describe('comparison with the previous period while the period is in progress', () => {
  it('is not comparable on the first day of a period in progress only', () => {
    const week = { startDate: '2026-11-16', endDate: '2026-11-22' };
    expect(isComparable(week, '2026-11-16')).toBe(false);
    expect(isComparable(week, '2026-11-17')).toBe(true);
    expect(isComparable(week, '2026-11-30')).toBe(true);
    expect(isComparable({ startDate: '2026-11-16', endDate: '2026-11-16' }, '2026-11-16')).toBe(true);
  });

  it('compares the first 20 days of November with the first 20 days of October', () => {
    expect(comparisonRange({ startDate: '2026-11-01', endDate: '2026-11-30' }, '2026-11-20')).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-20',
    });
  });

  it('never runs past the end of a shorter previous period', () => {
    expect(comparisonRange({ startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-03-30')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('compares a finished period with the whole previous one', () => {
    expect(comparisonRange({ startDate: '2026-10-01', endDate: '2026-10-31' }, '2026-11-20')).toEqual({
      startDate: '2026-09-01',
      endDate: '2026-09-30',
    });
    expect(comparisonRange({ startDate: '2026-11-16', endDate: '2026-11-22' }, '2026-11-22')).toEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
  });
});

describe('days', () => {
  it('recognises real dates only', () => {
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('2026-13-01')).toBe(false);
    expect(isValidDay('20-11-2026')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('navigating period keys', () => {
  it('gives the first and last day of the period a key names, for that period only', () => {
    expect(periodKeyRange('week', '2025-W01')).toEqual({ startDate: '2024-12-30', endDate: '2025-01-05' });
    expect(periodKeyRange('month', '2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(periodKeyRange('year', '2026')).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(periodKeyRange('week', '2026-11')).toBeNull();
  });

  it('tells whether a key names a period of that kind', () => {
    expect(isPeriodKey('week', '2026-W53')).toBe(true);
    expect(isPeriodKey('week', '2025-W53')).toBe(false);
    expect(isPeriodKey('week', '2026-11')).toBe(false);
    expect(isPeriodKey('month', '2026-11')).toBe(true);
    expect(isPeriodKey('year', 'abcd')).toBe(false);
  });

  it('steps back and forth across years', () => {
    expect(shiftPeriodKey('week', '2026-W01', -1)).toBe('2025-W52');
    expect(shiftPeriodKey('week', '2026-W53', 1)).toBe('2027-W01');
    expect(shiftPeriodKey('month', '2026-01', -1)).toBe('2025-12');
    expect(shiftPeriodKey('month', '2026-11', 2)).toBe('2027-01');
    expect(shiftPeriodKey('year', '2026', -1)).toBe('2025');
  });
});

describe('periodFieldErrors', () => {
  it('accepts week, month and year as they are', () => {
    for (const period of ['week', 'month', 'year'] as const) expect(periodFieldErrors({ period })).toEqual({});
  });

  it('asks a range for both dates, the end not before the start', () => {
    expect(periodFieldErrors({ period: 'range' })).toEqual({
      startDate: 'start_date_required',
      endDate: 'end_date_required',
    });
    expect(periodFieldErrors({ period: 'range', startDate: '2026-03-01' })).toEqual({ endDate: 'end_date_required' });
    expect(periodFieldErrors({ period: 'range', startDate: '2026-03-10', endDate: '2026-03-01' })).toEqual({
      endDate: 'end_before_start',
    });
  });

  it('asks the challenges period for a challenge', () => {
    expect(periodFieldErrors({ period: 'challenges' })).toEqual({ challenge: 'challenge_required' });
    expect(periodFieldErrors({ period: 'challenges', challenge: 'c1' })).toEqual({});
  });
});

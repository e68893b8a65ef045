import { describe, expect, it } from 'vitest';
import { listDays, listQuebecHolidays, shiftDay, toInstant, weekdayOf } from './calendar.builder.ts';

describe('calendar builder', () => {
  it('lists Québec’s statutory holidays, Easter and the Monday holidays included', () => {
    expect(listQuebecHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-18',
      '2026-06-24',
      '2026-07-01',
      '2026-09-07',
      '2026-10-12',
      '2026-12-25',
    ]);
    expect(listQuebecHolidays(2025).slice(1, 4)).toEqual(['2025-04-18', '2025-04-21', '2025-05-19']);
  });

  it('turns a local time into the instant, across daylight saving time', () => {
    expect(toInstant('2026-01-15', 8 * 60, 'America/New_York').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(toInstant('2026-07-15', 8 * 60 + 30, 'America/Toronto').toISOString()).toBe('2026-07-15T12:30:00.000Z');
    expect(toInstant('2026-03-08', 17 * 60, 'America/New_York').toISOString()).toBe('2026-03-08T21:00:00.000Z');
  });

  it('walks days across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(listDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(weekdayOf('2026-11-20')).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { getMeetingTimes, sortWeekdays } from './schedule';

describe('sortWeekdays', () => {
  it('orders days from Monday to Sunday and drops duplicates', () => {
    expect(sortWeekdays(['fri', 'mon', 'wed', 'mon'])).toEqual(['mon', 'wed', 'fri']);
    expect(sortWeekdays([])).toEqual([]);
  });
});

describe('getMeetingTimes', () => {
  it('lists each day with its meeting time in week order', () => {
    expect(getMeetingTimes({ days: ['thu', 'tue'], meetingTime: { thu: '17:30', tue: '08:00' } })).toEqual([
      { day: 'tue', time: '08:00' },
      { day: 'thu', time: '17:30' },
    ]);
  });

  it('keeps days without a time and times without a listed day', () => {
    expect(getMeetingTimes({ days: ['mon'], meetingTime: { sat: '10:00' } })).toEqual([
      { day: 'mon', time: null },
      { day: 'sat', time: '10:00' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { getMeetingTimes, groupMeetingTimes, nextOccurrence, sortWeekdays } from './schedule';

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

describe('nextOccurrence', () => {
  const weekly = {
    frequency: 'recurring' as const,
    date: null,
    days: ['mon' as const, 'thu' as const],
    meetingTime: { mon: '08:00', thu: '17:30' },
    endDate: null,
  };

  it('finds the next meeting day of a weekly event, today included', () => {
    // 2026-11-26 is a Thursday
    expect(nextOccurrence(weekly, '2026-11-26')).toEqual({ day: '2026-11-26', time: '17:30' });
    expect(nextOccurrence(weekly, '2026-11-27')).toEqual({ day: '2026-11-30', time: '08:00' });
  });

  it('waits for the start date and stops at the end date', () => {
    expect(nextOccurrence({ ...weekly, date: '2027-01-05' }, '2026-11-26')).toEqual({
      day: '2027-01-07',
      time: '17:30',
    });
    expect(nextOccurrence({ ...weekly, endDate: '2026-11-25' }, '2026-11-26')).toBeNull();
  });

  it('gives a one-off event its day until it has passed', () => {
    const once = { ...weekly, frequency: 'once' as const, date: '2026-12-03', days: [], meetingTime: { thu: '09:00' } };
    expect(nextOccurrence(once, '2026-11-26')).toEqual({ day: '2026-12-03', time: '09:00' });
    expect(nextOccurrence(once, '2026-12-04')).toBeNull();
  });
});

describe('groupMeetingTimes', () => {
  it('joins consecutive days that share a time, and keeps gaps and other times apart', () => {
    const weekdays = { mon: '08:00', tue: '08:00', wed: '08:00', thu: '08:00', fri: '08:00' } as const;
    expect(groupMeetingTimes({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], meetingTime: weekdays })).toEqual([
      { from: 'mon', to: 'fri', time: '08:00' },
    ]);
    expect(
      groupMeetingTimes({
        days: ['mon', 'tue', 'thu', 'fri'],
        meetingTime: { mon: '08:00', tue: '08:00', thu: '08:00', fri: '08:30' },
      }),
    ).toEqual([
      { from: 'mon', to: 'tue', time: '08:00' },
      { from: 'thu', to: 'thu', time: '08:00' },
      { from: 'fri', to: 'fri', time: '08:30' },
    ]);
    expect(groupMeetingTimes({ days: ['mon', 'tue'], meetingTime: { tue: '09:00' } })).toEqual([
      { from: 'tue', to: 'tue', time: '09:00' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CARPOOL_ACTORS,
  CARPOOL_STATUSES,
  CARPOOL_TRANSITIONS,
  canTransition,
  carpoolEventInput,
  carpoolOccurrences,
  carpoolRequestInput,
  carpoolScheduleChange,
  isFinalCarpoolStatus,
  requestStatusFromMatches,
} from './carpooling.ts';

const recurring = {
  name: 'Covoiturage du matin',
  destination: { address: '1 rue de la Gare, Laval', lat: 48.07, lng: -0.77 },
  frequency: 'recurring',
  days: ['mon', 'thu'],
  meetingTime: { mon: '08:00', thu: '08:30' },
  requiresValidation: true,
};
const area = { lat: 48.0712345, lng: -0.7698765, radiusM: 800 };

describe('a carpool event’s input', () => {
  it('accepts a recurring event with a time per chosen day and a one-off event on its weekday', () => {
    expect(carpoolEventInput.safeParse(recurring).success).toBe(true);
    const once = {
      ...recurring,
      frequency: 'once',
      days: undefined,
      date: '2026-12-03',
      meetingTime: { thu: '07:45' },
    };
    expect(carpoolEventInput.safeParse(once).success).toBe(true);
  });

  it('refuses a time that is not HH:mm, a recurring event without days or with a day without its time', () => {
    const paths = (input: object) => carpoolEventInput.safeParse(input).error?.issues.map((issue) => issue.path[0]);
    expect(paths({ ...recurring, meetingTime: { mon: '8h00', thu: '08:30' } })).toContain('meetingTime');
    expect(paths({ ...recurring, meetingTime: { mon: '24:00', thu: '08:30' } })).toContain('meetingTime');
    expect(paths({ ...recurring, days: [] })).toEqual(['days']);
    expect(paths({ ...recurring, meetingTime: { mon: '08:00' } })).toEqual(['meetingTime']);
    expect(paths({ ...recurring, meetingTime: { mon: '08:00', thu: '08:00', fri: '08:00' } })).toEqual(['meetingTime']);
    expect(paths({ ...recurring, frequency: 'once', meetingTime: { mon: '08:00' } })).toEqual(['date']);
    expect(paths({ ...recurring, frequency: 'once', date: '2026-12-03', meetingTime: { mon: '08:00' } })).toEqual([
      'meetingTime',
    ]);
    expect(paths({ ...recurring, date: '2026-12-10', endDate: '2026-12-01' })).toEqual(['endDate']);
    expect(paths({ ...recurring, destination: { branchId: 'x' } })).toContain('destination');
  });
});

describe('a carpool event’s occurrences', () => {
  it('lists the chosen weekdays between its start and end date, or its single date', () => {
    const event = { frequency: 'recurring' as const, days: ['mon', 'thu'] as const, meetingTime: {} };
    expect(carpoolOccurrences({ ...event, days: [...event.days] }, '2026-11-30', '2026-12-10')).toEqual([
      '2026-11-30',
      '2026-12-03',
      '2026-12-07',
      '2026-12-10',
    ]);
    expect(
      carpoolOccurrences(
        { ...event, days: ['mon'], date: '2026-12-01', endDate: '2026-12-08' },
        '2026-11-01',
        '2026-12-31',
      ),
    ).toEqual(['2026-12-07']);
    const once = { frequency: 'once' as const, date: '2026-12-03', meetingTime: { thu: '08:00' } };
    expect(carpoolOccurrences(once, '2026-12-01', '2026-12-31')).toEqual(['2026-12-03']);
    expect(carpoolOccurrences(once, '2026-12-04', '2026-12-31')).toEqual([]);
  });
});

describe('a carpool request’s input', () => {
  it('rounds the area to a neighbourhood, upper-cases the plate, needs seats from a driver', () => {
    const parsed = carpoolRequestInput.parse({
      occurrenceDate: '2026-12-03',
      role: 'driver',
      seats: 3,
      licencePlate: 'ab-123-cd',
      area,
    });
    expect(parsed.area).toEqual({ lat: 48.071, lng: -0.77, radiusM: 800 });
    expect(parsed.licencePlate).toBe('AB-123-CD');
    const noSeats = carpoolRequestInput.safeParse({ occurrenceDate: '2026-12-03', role: 'both', area });
    expect(noSeats.error?.issues.map((issue) => issue.path[0])).toEqual(['seats']);
    const rider = { occurrenceDate: '2026-12-03', role: 'rider', area, windowStart: '08:00', windowEnd: '07:30' };
    expect(carpoolRequestInput.safeParse(rider).error?.issues.map((issue) => issue.path[0])).toEqual(['windowEnd']);
    expect(carpoolRequestInput.safeParse({ ...rider, windowEnd: '08:30' }).success).toBe(true);
    expect(carpoolRequestInput.safeParse({ ...rider, area: { ...area, radiusM: 50 } }).success).toBe(false);
  });
});

describe('the carpool transition table', () => {
  it('lets each actor make only its own moves', () => {
    expect(canTransition('match', 'processing', 'declined', 'participant')).toBe(true);
    expect(canTransition('match', 'processing', 'declined', 'admin')).toBe(false);
    expect(canTransition('match', 'active', 'accepted', 'admin')).toBe(true);
    expect(canTransition('match', 'processing', 'rejected', 'admin')).toBe(true);
    expect(canTransition('match', 'expired', 'accepted', 'participant')).toBe(false);
    expect(canTransition('match', 'accepted', 'success', 'participant')).toBe(false);
    expect(canTransition('request', 'active', 'cancelled', 'participant')).toBe(true);
    expect(canTransition('request', 'active', 'processing', 'participant')).toBe(false);
  });

  it('only names statuses of §4, never moves to the same status, and leaves final statuses final', () => {
    for (const [subject, rules] of Object.entries(CARPOOL_TRANSITIONS)) {
      for (const rule of rules) {
        expect(CARPOOL_STATUSES).toContain(rule.to);
        expect(rule.from).not.toContain(rule.to);
        for (const by of rule.by) expect(CARPOOL_ACTORS).toContain(by);
      }
      for (const status of ['rejected', 'declined', 'cancelled', 'deleted', 'expired', 'failed', 'success'] as const) {
        expect(isFinalCarpoolStatus(subject as 'request' | 'match', status)).toBe(true);
      }
    }
    expect(isFinalCarpoolStatus('match', 'processing')).toBe(false);
  });
});

describe('a request’s status from its matches', () => {
  it('follows its live matches and leaves suspended and final requests alone', () => {
    expect(requestStatusFromMatches('processing', ['processing', 'accepted'])).toBe('accepted');
    expect(requestStatusFromMatches('accepted', [])).toBe('active');
    expect(requestStatusFromMatches('active', ['active'])).toBe('processing');
    expect(requestStatusFromMatches('suspended', ['accepted'])).toBe('suspended');
    expect(requestStatusFromMatches('cancelled', [])).toBe('cancelled');
    expect(requestStatusFromMatches('accepted', ['success'])).toBe('success');
    expect(requestStatusFromMatches('accepted', ['success', 'accepted'])).toBe('accepted');
  });
});

describe('a schedule edit', () => {
  const before = {
    frequency: 'recurring' as const,
    days: ['mon', 'thu'] as const,
    meetingTime: { mon: '08:00', thu: '08:30' },
  };
  it('keeps a day still met at its time, retimes one met at another time, removes one no longer met', () => {
    const after = {
      frequency: 'recurring' as const,
      days: ['mon', 'tue'] as const,
      meetingTime: { mon: '08:15', tue: '08:00' },
    };
    // 2026-03-02 is a Monday, 2026-03-05 a Thursday.
    expect(carpoolScheduleChange(before, before, '2026-03-02')).toBe('kept');
    expect(carpoolScheduleChange(before, after, '2026-03-02')).toBe('retimed');
    expect(carpoolScheduleChange(before, after, '2026-03-05')).toBe('removed');
  });
  it('removes the days after a new end date and a one-off event moved to another day', () => {
    expect(carpoolScheduleChange(before, { ...before, endDate: '2026-03-03' }, '2026-03-05')).toBe('removed');
    const once = { frequency: 'once' as const, date: '2026-03-02', meetingTime: { mon: '08:00' } };
    expect(carpoolScheduleChange(once, { ...once, date: '2026-03-09' }, '2026-03-02')).toBe('removed');
    expect(carpoolScheduleChange(once, once, '2026-03-02')).toBe('kept');
  });
});

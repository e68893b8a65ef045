import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, todayIn } from './calendar-days';

describe('calendar days', () => {
  it('recognises real dates only', () => {
    expect(isCalendarDay('2026-11-20')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('20-11-2026')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("reads today on the city's calendar", () => {
    const lateEvening = new Date('2026-11-21T03:30:00Z');
    expect(todayIn('America/Toronto', lateEvening)).toBe('2026-11-20');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2026-11-21');
  });
});

import { describe, expect, it } from 'vitest';
import { toInstant, toLocalDateTime } from './zoned-date-time';

describe('wall-clock times of the city', () => {
  it('reads a time of Montréal in winter and in summer', () => {
    expect(toInstant('2026-01-15T08:00', 'America/Toronto')).toBe('2026-01-15T13:00:00.000Z');
    expect(toInstant('2026-07-15T08:00', 'America/Toronto')).toBe('2026-07-15T12:00:00.000Z');
  });

  it('writes an instant back as the city shows it', () => {
    expect(toLocalDateTime('2026-01-15T13:00:00.000Z', 'America/Toronto')).toBe('2026-01-15T08:00');
    expect(toLocalDateTime('2026-12-31T23:30:00.000Z', 'Europe/Paris')).toBe('2027-01-01T00:30');
  });

  it('round-trips around a daylight-saving change', () => {
    for (const local of ['2026-03-08T01:30', '2026-03-08T03:30', '2026-11-01T00:30', '2026-11-01T03:00']) {
      expect(toLocalDateTime(toInstant(local, 'America/New_York')!, 'America/New_York')).toBe(local);
    }
  });

  it('refuses what is not a time', () => {
    expect(toInstant('', 'America/Toronto')).toBeNull();
    expect(toInstant('2026-13-45', 'America/Toronto')).toBeNull();
  });
});

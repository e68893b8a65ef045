import { describe, expect, it } from 'vitest';
import { escapeFormula, exportDateTimeFormat } from './tabular-export.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What the export wrote before its offsets were cached: Intl for every cell. */
const intl = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

describe('exportDateTimeFormat', () => {
  it.each([
    // DST starts and ends (New York, Paris), a 30-minute change (Lord Howe), a :45 zone without DST (Kathmandu), UTC
    ['America/New_York', ['2026-03-08T06:00:00Z', '2026-11-01T05:00:00Z']],
    ['Europe/Paris', ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z']],
    ['Australia/Lord_Howe', ['2026-04-04T14:00:00Z', '2026-10-03T15:00:00Z']],
    ['Asia/Kathmandu', ['2026-06-01T00:00:00Z']],
    ['UTC', ['2026-06-01T00:00:00Z']],
  ])('writes what Intl writes in %s, minute by minute around each transition and over three years', (zone, around) => {
    const cached = exportDateTimeFormat(zone);
    const expected = intl(zone);
    const instants: number[] = [];
    for (const at of around) {
      const centre = Date.parse(at);
      for (let time = centre - 3 * 3_600_000; time <= centre + 3 * 3_600_000; time += MINUTE)
        instants.push(time - 1, time, time + 30_000);
    }
    // out of order on purpose (an export sorted by name meets dates in any order), from 2025 to 2027
    for (let n = 0; n < 3000; n++)
      instants.push(Date.parse('2025-01-01T00:00:00Z') + ((n * 7919 * 4_999_999) % (3 * 365 * DAY)));
    const expectedDay = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const time of instants) {
      expect(cached.format(new Date(time)), new Date(time).toISOString()).toBe(expected.format(time));
      expect(cached.formatDay(time), new Date(time).toISOString()).toBe(expectedDay.format(time));
    }
  });

  it('neutralises cells that a spreadsheet would read as a formula', () => {
    expect(['=1+1', '+33', '-2', '@SUM(A1)', '\tx', 'plain'].map(escapeFormula)).toEqual([
      "'=1+1",
      "'+33",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
  });
});

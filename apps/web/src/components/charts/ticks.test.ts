import { describe, expect, it } from 'vitest';
import { formatDurationTick, labelStride, niceDurationTicks, niceTicks } from './ticks';

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten, from 0 to at least the largest value', () => {
    expect(niceTicks(87)).toEqual({ ticks: [0, 25, 50, 75, 100], max: 100 });
    expect(niceTicks(1234)).toEqual({ ticks: [0, 500, 1000, 1500], max: 1500 });
    expect(niceTicks(0.37)).toEqual({ ticks: [0, 0.1, 0.2, 0.3, 0.4], max: 0.4 });
  });

  it('keeps a value that falls on a tick as the top', () => {
    expect(niceTicks(100)).toEqual({ ticks: [0, 25, 50, 75, 100], max: 100 });
  });

  it('never gives counts a fractional tick', () => {
    expect(niceTicks(3, { integer: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(niceTicks(9, { integer: true }).ticks).toEqual([0, 3, 6, 9]);
    expect(niceTicks(1, { integer: true }).ticks).toEqual([0, 1]);
    for (const max of [1, 2, 7, 9, 13, 45, 99]) {
      expect(niceTicks(max, { integer: true }).ticks.every(Number.isInteger)).toBe(true);
    }
  });

  it('gives an empty, all-zero or broken series an axis up to 1', () => {
    expect(niceTicks(0)).toEqual({ ticks: [0, 1], max: 1 });
    expect(niceTicks(-5)).toEqual({ ticks: [0, 1], max: 1 });
    expect(niceTicks(Number.NaN)).toEqual({ ticks: [0, 1], max: 1 });
  });

  it('has no floating-point noise in its ticks', () => {
    expect(niceTicks(0.6, { count: 6 }).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
  });

  it('stays within about `count` intervals', () => {
    for (const max of [1, 3, 7, 12, 99, 101, 480, 999, 12_345]) {
      const { ticks, max: top } = niceTicks(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
    }
  });
});

describe('niceDurationTicks', () => {
  it('counts in minutes, quarter and half hours, then hours', () => {
    expect(niceDurationTicks(50).ticks).toEqual([0, 15, 30, 45, 60]);
    expect(niceDurationTicks(100).ticks).toEqual([0, 30, 60, 90, 120]);
    expect(niceDurationTicks(200).ticks).toEqual([0, 60, 120, 180, 240]);
    expect(niceDurationTicks(7 * 60).ticks).toEqual([0, 120, 240, 360, 480]);
  });

  it('steps by whole nice numbers of hours past half a day', () => {
    const { ticks } = niceDurationTicks(150 * 60);
    expect(ticks.every((tick) => tick % 60 === 0)).toBe(true);
    expect(ticks.map((tick) => tick / 60)).toEqual([0, 50, 100, 150]);
  });

  it('gives no duration an hour-long axis', () => {
    expect(niceDurationTicks(0)).toEqual({ ticks: [0, 60], max: 60 });
  });
});

describe('formatDurationTick', () => {
  /** Intl puts a no-break space (narrow or not, by version) between a figure and its unit. */
  const tick = (minutes: number, language: string) =>
    formatDurationTick(minutes, language).replace(/[\u00a0\u202f]/g, ' ');

  it('writes minutes, whole hours, and hours with their minutes as on a clock', () => {
    expect(tick(0, 'fr')).toBe('0');
    expect(tick(30, 'fr')).toBe('30 min');
    expect(tick(120, 'fr')).toBe('2 h');
    expect(tick(90, 'fr')).toBe('1 h 30');
    expect(tick(65, 'fr')).toBe('1 h 05');
    expect(tick(9000, 'fr')).toBe('150 h');
  });

  it('uses the reader’s language', () => {
    expect(tick(30, 'en')).toMatch(/^30 min/);
    expect(tick(120, 'de')).toBe('2 Std.');
  });
});

describe('labelStride', () => {
  it('writes every label that fits, else every second, third…', () => {
    expect(labelStride(7, 700, 50)).toBe(1);
    expect(labelStride(30, 600, 50)).toBe(3);
    expect(labelStride(365, 800, 50)).toBe(23);
    expect(labelStride(1, 10, 50)).toBe(1);
  });
});

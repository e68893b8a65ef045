import { describe, expect, it } from 'vitest';
import { activeDayBit, daysMask, EVERY_DAY } from './active-days.ts';

describe('active days of a month as bits', () => {
  it('gives day d the bit d − 1, the 31st included, in a positive 32-bit integer', () => {
    expect(activeDayBit('2026-03-01')).toBe(1);
    expect(activeDayBit('2026-03-02')).toBe(2);
    expect(activeDayBit('2026-03-31')).toBe(2 ** 30);
    expect(EVERY_DAY).toBe(2_147_483_647);
    expect(activeDayBit('2026-03-31') | activeDayBit('2026-03-01')).toBeGreaterThan(0);
  });

  it('masks days from one to another, both included', () => {
    expect(daysMask(1, 31)).toBe(EVERY_DAY);
    expect(daysMask(1, 1)).toBe(1);
    expect(daysMask(31, 31)).toBe(2 ** 30);
    expect(daysMask(3, 5)).toBe(0b11100);
    for (let day = 1; day <= 31; day++) {
      const bit = activeDayBit(`2026-01-${String(day).padStart(2, '0')}`);
      expect((daysMask(10, 20) & bit) !== 0).toBe(day >= 10 && day <= 20);
    }
  });
});

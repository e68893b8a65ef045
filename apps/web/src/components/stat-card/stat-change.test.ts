import { describe, expect, it } from 'vitest';
import { computeChange } from './stat-change';

describe('computeChange', () => {
  it('gives the relative change against the previous period', () => {
    expect(computeChange(112, 100)).toEqual({ direction: 'up', ratio: 0.12 });
    expect(computeChange(75, 100)).toEqual({ direction: 'down', ratio: -0.25 });
    expect(computeChange(0, 40)).toEqual({ direction: 'down', ratio: -1 });
    expect(computeChange(1900, 100)).toEqual({ direction: 'up', ratio: 18 });
  });

  it('calls new what grows from nothing or from a near-empty baseline', () => {
    expect(computeChange(50, 0)).toEqual({ direction: 'new', ratio: null });
    expect(computeChange(3161.84, 0.01)).toEqual({ direction: 'new', ratio: null });
    expect(computeChange(2000, 100)).toEqual({ direction: 'new', ratio: null });
  });

  it('is neutral when both periods are empty or the previous one is unknown', () => {
    expect(computeChange(0, 0)).toEqual({ direction: 'none', ratio: null });
    expect(computeChange(50, null)).toEqual({ direction: 'none', ratio: null });
    expect(computeChange(Number.NaN, 10)).toEqual({ direction: 'none', ratio: null });
  });

  it('calls stable what rounds to 0 %', () => {
    expect(computeChange(100, 100)).toEqual({ direction: 'flat', ratio: 0 });
    expect(computeChange(1004, 1000)).toEqual({ direction: 'flat', ratio: 0 });
    expect(computeChange(1006, 1000).direction).toBe('up');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLimitInput, parseLimitInput, validateLimitInput } from './limit-input';

describe('parseLimitInput', () => {
  it('reads whole numbers, decimals with a comma or a dot, and spaces', () => {
    expect(parseLimitInput('3', 'count')).toEqual({ ok: true, value: 3 });
    expect(parseLimitInput(' 1 000 ', 'count')).toEqual({ ok: true, value: 1000 });
    expect(parseLimitInput('12,5', 'distance')).toEqual({ ok: true, value: 12.5 });
    expect(parseLimitInput('12.5', 'distance')).toEqual({ ok: true, value: 12.5 });
    expect(parseLimitInput('0', 'count')).toEqual({ ok: true, value: 0 });
  });

  it('clears the limit when the input is empty', () => {
    expect(parseLimitInput('   ', 'distance')).toEqual({ ok: true, value: null });
  });

  it('refuses what is not a number, so that it is never sent', () => {
    expect(validateLimitInput('douze', 'distance')).toBe('limits.errors.not_a_number');
    expect(validateLimitInput('12 km', 'distance')).toBe('limits.errors.not_a_number');
    expect(validateLimitInput('1e3', 'count')).toBe('limits.errors.not_a_number');
  });

  it('wants whole counts from 0 and a distance above 0', () => {
    expect(validateLimitInput('2,5', 'count')).toBe('limits.errors.whole_number');
    expect(validateLimitInput('-1', 'count')).toBe('limits.errors.whole_number');
    expect(validateLimitInput('0', 'distance')).toBe('limits.errors.positive');
    expect(validateLimitInput('15', 'distance')).toBeNull();
  });
});

describe('formatLimitInput', () => {
  it('writes the stored value in the reader’s language', () => {
    expect(formatLimitInput(12.5, 'fr')).toBe('12,5');
    expect(formatLimitInput(12.5, 'en')).toBe('12.5');
    expect(formatLimitInput(1500, 'fr')).toBe('1500');
    expect(formatLimitInput(undefined, 'fr')).toBe('');
  });
});

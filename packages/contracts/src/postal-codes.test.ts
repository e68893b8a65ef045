import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalizePostalCode } from './postal-codes.ts';

describe('postal codes', () => {
  it.each([
    ['CA', 'H7N 1A1', true],
    ['CA', 'h7n1a1', true],
    ['CA', 'D7N 1A1', false],
    ['CA', 'H7N 1A', false],
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '1000', false],
    ['FR', '75011', true],
    ['FR', '99000', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['BE', '1000', true],
    ['BE', '0999', false],
    ['CH', '8001', true],
    ['IT', '00100', false],
  ])('%s %s → %s', (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });

  it('writes Canadian codes as A1A 1A1', () => {
    expect(normalizePostalCode('CA', 'h7n1a1')).toBe('H7N 1A1');
    expect(normalizePostalCode('FR', ' 75011 ')).toBe('75011');
  });
});

import { describe, expect, it } from 'vitest';
import { greenpointsForPrice } from './products.ts';

describe('greenpointsForPrice', () => {
  it('is 100 × the price, rounded like the database column', () => {
    expect(greenpointsForPrice(12.34)).toBe(1234);
    expect(greenpointsForPrice(0.1 + 0.2)).toBe(30);
    expect(greenpointsForPrice(0)).toBe(0);
    expect(greenpointsForPrice(Number.NaN)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { isClaimWindowOpen, isOrderOpen } from './order-rules.ts';
import { ORDER_STATUS_VALUES } from './orders.ts';

describe('isOrderOpen', () => {
  it('is open while active or on hold, and closed once completed, cancelled or expired', () => {
    expect(ORDER_STATUS_VALUES.filter(isOrderOpen)).toEqual(['on_hold', 'active']);
  });
});

describe('isClaimWindowOpen', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('is open for an active order until its claim expires, as a Date or an ISO string', () => {
    expect(isClaimWindowOpen({ status: 'active', claimExpiresAt: '2026-11-23T12:10:00Z' }, now)).toBe(true);
    expect(isClaimWindowOpen({ status: 'active', claimExpiresAt: new Date('2026-11-23T12:00:00Z') }, now)).toBe(false);
  });

  it('is closed when the order was never claimed or is no longer active', () => {
    expect(isClaimWindowOpen({ status: 'active', claimExpiresAt: null }, now)).toBe(false);
    expect(isClaimWindowOpen({ status: 'completed', claimExpiresAt: '2026-11-23T12:10:00Z' }, now)).toBe(false);
  });
});

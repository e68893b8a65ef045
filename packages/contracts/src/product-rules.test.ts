import { describe, expect, it } from 'vitest';
import { isProductExpired, isProductPurchasable } from './product-rules.ts';

const now = new Date('2026-11-23T12:00:00Z');
const onSale = { isApproved: true, status: 'active', availability: 'available', expirationDate: null };

describe('isProductExpired', () => {
  it('is expired from its expiration instant on, as a Date or an ISO string', () => {
    expect(isProductExpired({ expirationDate: null }, now)).toBe(false);
    expect(isProductExpired({ expirationDate: '2026-11-23T12:00:01Z' }, now)).toBe(false);
    expect(isProductExpired({ expirationDate: '2026-11-23T12:00:00.000Z' }, now)).toBe(true);
    expect(isProductExpired({ expirationDate: new Date('2026-11-22T23:59:59Z') }, now)).toBe(true);
  });
});

describe('isProductPurchasable', () => {
  it('sells an approved, active, available product that has not expired', () => {
    expect(isProductPurchasable(onSale, now)).toBe(true);
    expect(isProductPurchasable({ ...onSale, expirationDate: '2026-12-01T00:00:00Z' }, now)).toBe(true);
  });

  it('keeps an out-of-stock product purchasable: the stock decides when it is taken', () => {
    expect(isProductPurchasable({ ...onSale, availability: 'out_of_stock' }, now)).toBe(true);
  });

  it('refuses a product that is not approved, not active, withdrawn from sale or expired', () => {
    expect(isProductPurchasable({ ...onSale, isApproved: false }, now)).toBe(false);
    expect(isProductPurchasable({ ...onSale, status: 'need_approval' }, now)).toBe(false);
    expect(isProductPurchasable({ ...onSale, status: 'disabled' }, now)).toBe(false);
    expect(isProductPurchasable({ ...onSale, availability: 'not_available' }, now)).toBe(false);
    expect(isProductPurchasable({ ...onSale, expirationDate: new Date('2026-11-01T00:00:00Z') }, now)).toBe(false);
  });
});

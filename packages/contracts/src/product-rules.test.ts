import { describe, expect, it } from 'vitest';
import {
  hasOneCodeTypeAtMost,
  isProductExpired,
  isProductPurchasable,
  PRODUCT_CODE_TYPES,
  productCodeFlagsFor,
  productCodeTypeOf,
  productCodeTypesOf,
} from './product-rules.ts';

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

describe('one code type per product', () => {
  it('accepts no code type or exactly one, whichever it is', () => {
    expect(hasOneCodeTypeAtMost({})).toBe(true);
    expect(hasOneCodeTypeAtMost(productCodeFlagsFor(null))).toBe(true);
    for (const type of PRODUCT_CODE_TYPES) {
      expect(hasOneCodeTypeAtMost(productCodeFlagsFor(type))).toBe(true);
      expect(productCodeTypeOf(productCodeFlagsFor(type))).toBe(type);
    }
  });

  it('refuses any two flags set at once and names them in their order', () => {
    expect(hasOneCodeTypeAtMost({ isQrCode: true, isUniqueQrcode: true })).toBe(false);
    expect(hasOneCodeTypeAtMost({ isDelivery: true, isBarCode: true, isCoupon: false })).toBe(false);
    expect(productCodeTypesOf({ isDelivery: true, isBarCode: true })).toEqual(['isBarCode', 'isDelivery']);
    for (const [index, first] of PRODUCT_CODE_TYPES.entries()) {
      for (const second of PRODUCT_CODE_TYPES.slice(index + 1)) {
        expect(hasOneCodeTypeAtMost({ [first]: true, [second]: true })).toBe(false);
      }
    }
  });

  it('reads a stored product with several flags as its first type, unique codes first', () => {
    expect(productCodeTypeOf({ isQrCode: true, isUniqueQrcode: true })).toBe('isUniqueQrcode');
    expect(productCodeTypeOf({ isCoupon: false })).toBeNull();
  });

  it('sets exactly the chosen flag and clears the others', () => {
    const flags = productCodeFlagsFor('isCharacter');
    expect(Object.keys(flags).sort()).toEqual([...PRODUCT_CODE_TYPES].sort());
    expect(Object.entries(flags).filter(([, set]) => set)).toEqual([['isCharacter', true]]);
  });
});

import { describe, expect, it } from 'vitest';
import { generateMerchantId, MERCHANT_ID_PATTERN } from './merchant-id.ts';
import { getStoreAddress, getStoreCode, getStoreImage, getStoreName, getStoreStatus } from './store-view.ts';

describe('store view', () => {
  it('builds the name from camelCase or snake_case first and last names', () => {
    expect(getStoreName({ firstName: 'Vélo', lastName: 'Plus' })).toBe('Vélo Plus');
    expect(getStoreName({ first_name: 'Café', last_name: 'Central' })).toBe('Café Central');
    expect(getStoreName({ first_name: 'Épicerie', lastName: null })).toBe('Épicerie');
    expect(getStoreName({ firstName: '  ', last_name: 'Seul' })).toBe('Seul');
    expect(getStoreName({})).toBe('');
  });

  it('joins street and city with a comma, or shows the city alone', () => {
    expect(getStoreAddress({ street: '12 rue Principale', city: 'Laval' })).toBe('12 rue Principale, Laval');
    expect(getStoreAddress({ street: null, city: 'Laval' })).toBe('Laval');
    expect(getStoreAddress({ street: '', city: 'Laval' })).toBe('Laval');
    expect(getStoreAddress({ street: null, city: null })).toBe('');
  });

  it('is pending when the record has no status', () => {
    expect(getStoreStatus({ status: 'confirmed' })).toBe('confirmed');
    expect(getStoreStatus({ status: 'pending' })).toBe('pending');
    expect(getStoreStatus({ status: null })).toBe('pending');
    expect(getStoreStatus({})).toBe('pending');
  });

  it('shows the logo or nothing, and the merchant code or an empty string', () => {
    expect(getStoreImage({ logo_url: 'https://x.test/logo.png' })).toBe('https://x.test/logo.png');
    expect(getStoreImage({ logoUrl: '' })).toBeNull();
    expect(getStoreCode({ merchant_id: 'MV-ABC234' })).toBe('MV-ABC234');
    expect(getStoreCode({ merchantId: null })).toBe('');
  });

  it('generates readable merchant codes', () => {
    const codes = new Set(Array.from({ length: 500 }, generateMerchantId));
    for (const code of codes) expect(code).toMatch(MERCHANT_ID_PATTERN);
    expect(codes.size).toBeGreaterThan(495);
  });
});

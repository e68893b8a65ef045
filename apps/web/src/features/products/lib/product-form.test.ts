import { hasOneCodeTypeAtMost } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { Product } from '../api/get-products';
import {
  CODE_TYPE_CHOICES,
  mapProductError,
  previewGreenpoints,
  productFormValidation,
  toProductBody,
  toProductFormValues,
} from './product-form';

describe('product form', () => {
  it('shows greenpoints as 100 × the price, French decimal comma included', () => {
    expect(previewGreenpoints(12.34)).toBe(1234);
    expect(previewGreenpoints('3,5')).toBe(350);
    expect(previewGreenpoints('')).toBe(0);
  });

  it('builds the body: trimmed texts, empty steps dropped, the limit only when enabled, the end of the expiry day', () => {
    const values = {
      ...toProductFormValues(),
      titleFr: '  Café ',
      titleEn: 'Coffee',
      price: '2,5',
      stock: 3,
      initialStock: 10,
      steps: ['Montrez le code', '  '],
      maxTransactionsEnabled: true,
      maxTransactionsValue: 2,
      maxTransactionsPeriod: 'week' as const,
      expirationDate: '2026-12-31',
      codeType: 'isQrCode' as const,
    };
    expect(toProductBody(values)).toMatchObject({
      titleFr: 'Café',
      price: 2.5,
      steps: ['Montrez le code'],
      maxTransactionsPerPeriod: { value: 2, period: 'week' },
      expirationDate: '2026-12-31T23:59:59.000Z',
      isQrCode: true,
      isUniqueQrcode: false,
      isCoupon: false,
      sku: null,
    });
    expect(toProductBody({ ...values, maxTransactionsEnabled: false }).maxTransactionsPerPeriod).toBeNull();
  });

  it('reads one code type from the flags, a series of unique codes first, and sends exactly that flag', () => {
    const legacy = { isBarCode: true, isUniqueBarcode: true, categories: [] } as unknown as Product;
    expect(toProductFormValues().codeType).toBe('none');
    expect(toProductFormValues(legacy).codeType).toBe('isUniqueBarcode');
    const body = toProductBody({ ...toProductFormValues(), codeType: 'isDelivery' });
    expect([body.isDelivery, body.isCoupon, body.isBarCode, body.isUniqueBarcode]).toEqual([true, false, false, false]);
    expect(toProductBody({ ...toProductFormValues(), codeType: 'none' }).isCoupon).toBe(false);
    for (const codeType of CODE_TYPE_CHOICES) {
      expect(hasOneCodeTypeAtMost(toProductBody({ ...toProductFormValues(), codeType }))).toBe(true);
    }
  });

  it('validates the price, whole stock figures, at most 5 steps, and the limit value', () => {
    const values = toProductFormValues();
    expect(productFormValidation.price('')).toBe('fields.errors.required');
    expect(productFormValidation.price(1.234)).toBe('products.errors.price_decimals');
    expect(productFormValidation.price(-1)).toBe('products.errors.price_invalid');
    expect(productFormValidation.price('12,34')).toBeNull();
    expect(productFormValidation.stock(1.5)).toBe('products.errors.whole_number');
    expect(productFormValidation.stock(-4)).toBe('products.errors.whole_number');
    expect(productFormValidation.displayingOrder(-1)).toBe('fields.errors.whole_number');
    expect(productFormValidation.displayingOrder('')).toBeNull();
    expect(productFormValidation.steps(['1', '2', '3', '4', '5', '6'])).toBe('products.errors.too_many_steps');
    expect(productFormValidation.maxTransactionsValue('abc', { ...values, maxTransactionsEnabled: true })).toBe(
      'errors.max_transactions_not_a_number',
    );
    expect(productFormValidation.maxTransactionsValue('abc', values)).toBeNull();
  });

  it('puts the server refusals under their fields', () => {
    expect(mapProductError(new ApiError('product_url_invalid', 400, 'x')).fields).toEqual({
      productUrl: 'errors.product_url_invalid',
    });
    expect(mapProductError(new ApiError('product_code_types_conflict', 400, 'x')).fields).toEqual({
      codeType: 'errors.product_code_types_conflict',
    });
    expect(
      mapProductError(new ApiError('validation_failed', 400, 'x', [{ path: 'body.steps', message: 'too many' }]))
        .fields,
    ).toEqual({ steps: 'fields.errors.invalid' });
    expect(mapProductError(new ApiError('forbidden', 403, 'x')).form).toBe('errors.forbidden');
  });
});

import { describe, expect, it } from 'vitest';
import { allowedOrderTransitions, canTransitionOrder, hasOrderExportFilter } from './orders.ts';

describe('order transitions', () => {
  it('lets a merchant only complete an active or held order', () => {
    expect(allowedOrderTransitions('merchant', 'active')).toEqual(['completed']);
    expect(allowedOrderTransitions('merchant', 'on_hold')).toEqual(['completed']);
    expect(canTransitionOrder('merchant', 'active', 'cancelled')).toBe(false);
    expect(canTransitionOrder('merchant', 'completed', 'active')).toBe(false);
    expect(allowedOrderTransitions('merchant', 'expired')).toEqual([]);
  });

  it('lets a city admin cancel or complete, and reverse either to active', () => {
    expect(canTransitionOrder('cityAdmin', 'active', 'cancelled')).toBe(true);
    expect(canTransitionOrder('cityAdmin', 'active', 'completed')).toBe(true);
    expect(canTransitionOrder('cityAdmin', 'cancelled', 'active')).toBe(true);
    expect(canTransitionOrder('cityAdmin', 'completed', 'active')).toBe(true);
    expect(canTransitionOrder('cityAdmin', 'completed', 'cancelled')).toBe(false);
    expect(canTransitionOrder('cityAdmin', 'expired', 'active')).toBe(false);
  });
});

describe('export filters', () => {
  it('needs a date, a status other than all, a product name, a product type or a tenant', () => {
    expect(hasOrderExportFilter({})).toBe(false);
    expect(hasOrderExportFilter({ status: 'all', productName: '  ' })).toBe(false);
    expect(hasOrderExportFilter({ status: 'completed' })).toBe(true);
    expect(hasOrderExportFilter({ from: '2026-01-01' })).toBe(true);
    expect(hasOrderExportFilter({ productType: 'coupon' })).toBe(true);
    expect(hasOrderExportFilter({ tenantId: 'x' })).toBe(true);
  });
});

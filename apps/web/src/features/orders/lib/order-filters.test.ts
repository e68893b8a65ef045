import { describe, expect, it } from 'vitest';
import { canExportOrders, orderExportUrl, readOrderFilters, writeOrderFilters } from './order-filters';

describe('order filters in the URL', () => {
  it('reads known values and drops the rest', () => {
    const filters = readOrderFilters(
      new URLSearchParams(
        'status=completed&from=2026-01-01&to=bad&pageSize=25&productType=coupon&productName=%20café%20',
      ),
    );
    expect(filters).toEqual({
      from: '2026-01-01',
      to: undefined,
      status: 'completed',
      productName: 'café',
      productType: 'coupon',
      tenantId: undefined,
      pageSize: 25,
    });
    expect(readOrderFilters(new URLSearchParams('status=lost&pageSize=7'))).toMatchObject({
      status: 'all',
      pageSize: 10,
    });
  });

  it('writes changes and keeps the selected tenant', () => {
    const next = writeOrderFilters(new URLSearchParams('tenantId=t1&status=active'), {
      status: 'all',
      productName: 'vélo',
    });
    expect(next.toString()).toBe('tenantId=t1&productName=v%C3%A9lo');
  });

  it('allows an export once a filter is set, and builds its address', () => {
    expect(canExportOrders({ status: 'all' })).toBe(false);
    expect(canExportOrders({ status: 'active' })).toBe(true);
    expect(orderExportUrl({ status: 'active', from: '2026-01-01' }, 'xlsx', 'en')).toBe(
      '/api/orders/export?format=xlsx&language=en&status=active&from=2026-01-01',
    );
  });
});

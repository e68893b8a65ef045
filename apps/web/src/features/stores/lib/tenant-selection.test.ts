import { describe, expect, it } from 'vitest';
import { findSelectedTenant, showsTenantSelector } from './tenant-selection';

const cityAdmin = { role: 'city' as const, isAdmin: true };

describe('tenant selector', () => {
  it('shows on the stores, products and orders pages, for city admins only', () => {
    expect(showsTenantSelector(cityAdmin, '/tenant/dashboard/stores')).toBe(true);
    expect(showsTenantSelector(cityAdmin, '/tenant/dashboard/orders')).toBe(true);
    expect(showsTenantSelector(cityAdmin, '/products/add')).toBe(true);
    expect(showsTenantSelector(cityAdmin, '/orders/123')).toBe(true);
    expect(showsTenantSelector(cityAdmin, '/city/dashboard')).toBe(false);
    expect(showsTenantSelector(cityAdmin, '/tenant/profile-add')).toBe(false);
    expect(showsTenantSelector(cityAdmin, '/productsx')).toBe(false);
    expect(showsTenantSelector({ role: 'city', isAdmin: false }, '/tenant/dashboard/stores')).toBe(false);
    expect(showsTenantSelector({ role: 'tenant', isAdmin: false }, '/tenant/dashboard/stores')).toBe(false);
  });

  it('matches the tenantId parameter against the known tenants', () => {
    const tenants = [{ id: 'a' }, { id: 'b' }];
    expect(findSelectedTenant(tenants, 'b')).toEqual({ id: 'b' });
    expect(findSelectedTenant(tenants, 'unknown')).toBeNull();
    expect(findSelectedTenant(tenants, null)).toBeNull();
    expect(findSelectedTenant([], 'a')).toBeNull();
  });
});

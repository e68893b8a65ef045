import type { Me } from '@mobiverte/contracts';

/** The pages whose lists follow the tenant selector: stores, products and orders. */
const SELECTOR_PATHS = [/^\/tenant\/dashboard(\/|$)/, /^\/products(\/|$)/, /^\/orders(\/|$)/];

/** The selector bar is for city admins (the admin flag), on the merchant pages. */
export function showsTenantSelector(me: Pick<Me, 'role' | 'isAdmin'>, pathname: string): boolean {
  return me.role === 'city' && me.isAdmin && SELECTOR_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The tenant of the `tenantId` parameter, matched against the known tenants: null (all tenants) when there is
 * no parameter or it names no known tenant.
 */
export function findSelectedTenant<T extends { id: string }>(tenants: readonly T[], tenantId: string | null): T | null {
  if (!tenantId) return null;
  return tenants.find((tenant) => tenant.id === tenantId) ?? null;
}

import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The spending routes in the cross-tenant test, each aimed at the other tenancy's records. */
export const SPENDING_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  // Buying the other city's product: it does not exist for this participant (404).
  'POST /api/app/v2/transaction/spend': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: '/api/app/v2/transaction/spend',
      headers: { 'idempotency-key': `x-tenant-${other.label}` },
      payload: { greenpoints: other.product.greenpoints, transactionDetails: { productId: other.product.id } },
    }),
  },
  'GET /api/app/v2/orders': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/orders' }),
  },
  'POST /api/app/v2/orders/:orderId/claim': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/app/v2/orders/${other.order.id}/claim` }),
  },
  'POST /api/app/v2/orders/:orderId/show-code': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/app/v2/orders/${other.order.id}/show-code` }),
  },
};

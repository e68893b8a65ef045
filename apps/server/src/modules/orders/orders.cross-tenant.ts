import type { RouteCase } from '../../test/cross-tenant-cases.ts';

/** The orders routes in the cross-tenant test, each aimed at the other tenancy's records. */
export const ORDERS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/orders': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/orders?pageSize=100' }),
  },
  'GET /api/orders/export': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/orders/export?format=csv&tenantId=${other.tenant.id}` }),
  },
  'GET /api/orders/:orderId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/orders/${other.order.id}` }),
  },
  'PATCH /api/orders/:orderId/status': {
    kind: 'record',
    request: (other) => ({
      method: 'PATCH',
      url: `/api/orders/${other.order.id}/status`,
      payload: { status: 'completed' },
    }),
  },
  'PATCH /api/orders/:orderId/delivery': {
    kind: 'record',
    request: (other) => ({
      method: 'PATCH',
      url: `/api/orders/${other.order.id}/delivery`,
      payload: { deliveryStatus: 'delivered', trackingNumber: 'X' },
    }),
  },
  'POST /api/messagingApi/sendOrderSentEmail': {
    kind: 'record',
    request: (other) => ({
      method: 'POST',
      url: '/api/messagingApi/sendOrderSentEmail',
      payload: { orderId: other.order.id, tenantId: other.tenant.id },
    }),
  },
  'GET /api/tenants/:tenantId/dashboard': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/tenants/${other.tenant.id}/dashboard?period=day` }),
  },
};

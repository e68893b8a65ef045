import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const storeBody = { firstName: 'Intrus', street: '1 rue X', city: 'Ailleurs' };
const tenantBody = { name: 'Intrus', firstName: 'I', lastName: 'N' };

/** The tenants' routes (registrations, accounts, stores and categories) in the cross-tenant test, each aimed at the other tenancy's records. */
export const TENANTS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'POST /api/register/tenant': { kind: 'public' },
  'GET /api/public/pending-tenants/:pendingTenantId': { kind: 'public' },
  'POST /api/public/pending-tenants/:pendingTenantId/confirm': { kind: 'public' },
  'GET /api/pending-tenants': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/pending-tenants' }) },
  // The other tenancy has no registration waiting; its tenant id stands for an unknown or out-of-scope one.
  'POST /api/pending-tenants/:pendingTenantId/confirm': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/pending-tenants/${other.tenant.id}/confirm` }),
  },
  'DELETE /api/pending-tenants/:pendingTenantId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/pending-tenants/${other.tenant.id}` }),
  },
  'GET /api/stores': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/stores' }) },
  'GET /api/stores/:storeId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/stores/${other.store.id}` }),
  },
  'POST /api/stores': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: '/api/stores', payload: { ...storeBody, tenantId: other.tenant.id } }),
  },
  'PUT /api/stores/:storeId': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/stores/${other.store.id}`, payload: storeBody }),
  },
  'DELETE /api/stores/:storeId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/stores/${other.store.id}` }),
  },
  'GET /api/getNewMerchantId': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/getNewMerchantId' }) },
  'GET /api/tenants': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/tenants' }) },
  'GET /api/tenants/:tenantId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/tenants/${other.tenant.id}` }),
  },
  'PUT /api/tenants/:tenantId': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/tenants/${other.tenant.id}`, payload: tenantBody }),
  },
  'POST /api/tenants': {
    kind: 'own-list',
    request: () => ({
      method: 'POST',
      url: '/api/tenants',
      payload: { ...tenantBody, email: 'x-tenant-merchant@test.mobiverte.org' },
    }),
  },
  'DELETE /api/tenants/:tenantId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/tenants/${other.tenant.id}` }),
  },
  'GET /api/categories': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/categories' }) },
  'POST /api/categories': {
    kind: 'own-list',
    request: () => ({ method: 'POST', url: '/api/categories', payload: { nameFr: 'Vélo', nameEn: 'Bike' } }),
  },
  'GET /api/categories/:categoryId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/categories/${other.category.id}` }),
  },
  'PATCH /api/categories/:categoryId': {
    kind: 'record',
    request: (other) => ({ method: 'PATCH', url: `/api/categories/${other.category.id}`, payload: { nameFr: 'X' } }),
  },
  'DELETE /api/categories/:categoryId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/categories/${other.category.id}` }),
  },
};

import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { stores } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { countTenantProducts, findTenant, listTenantStores } from './tenants.repository.ts';
import type { StoreView, TenantSummary } from './tenants.schemas.ts';

/** A store as the stores table shows it: name from first and last name, "street, city" or the city alone. */
export function toStoreView(store: typeof stores.$inferSelect): StoreView {
  return {
    id: store.id,
    name: [store.firstName, store.lastName].filter(Boolean).join(' '),
    address: [store.street, store.city].filter(Boolean).join(', '),
    image: store.logoUrl,
    status: store.status ?? 'pending',
    code: store.merchantId ?? '',
  };
}

export async function getTenantSummary(db: Db, actor: Actor, tenantId: string): Promise<TenantSummary> {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound();
  authorize(actor, 'tenants.read', { cityId: tenant.cityId, tenantId: tenant.id });
  const [storeRows, productsCount] = await Promise.all([
    listTenantStores(db, tenant.id),
    countTenantProducts(db, tenant.id),
  ]);
  return {
    id: tenant.id,
    name: tenant.name,
    storesCount: storeRows.length,
    productsCount,
    stores: storeRows.map(toStoreView),
  };
}

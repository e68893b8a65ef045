import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { products, stores, tenants } from '../../db/schema/index.ts';

export async function findTenant(db: Db, tenantId: string) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return tenant;
}

export async function listTenantStores(db: Db, tenantId: string) {
  return db.select().from(stores).where(eq(stores.tenantId, tenantId)).orderBy(asc(stores.firstName));
}

export async function countTenantProducts(db: Db, tenantId: string) {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.tenantId, tenantId));
  return row?.value ?? 0;
}

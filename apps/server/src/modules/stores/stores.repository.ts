import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { stores, tenants } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'select'>;

export async function listStores(db: Db, where: SQL) {
  return db
    .select({ store: stores, tenantName: tenants.name })
    .from(stores)
    .innerJoin(tenants, eq(tenants.id, stores.tenantId))
    .where(where)
    .orderBy(asc(stores.firstName), asc(stores.lastName), asc(stores.id));
}

export async function findStore(db: Db, storeId: string) {
  const [row] = await listStores(db, eq(stores.id, storeId));
  return row;
}

export const cityStores = (cityId: string, tenantId?: string) =>
  tenantId ? and(eq(stores.cityId, cityId), eq(stores.tenantId, tenantId))! : eq(stores.cityId, cityId);
export const tenantStores = (tenantId: string) => eq(stores.tenantId, tenantId);

export async function isMerchantIdUsed(db: Executor, merchantId: string) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.merchantId, merchantId));
  return Boolean(row);
}

export async function insertStore(db: Pick<Db, 'insert'>, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning({ id: stores.id });
  return row!;
}

export async function updateStore(db: Db, storeId: string, values: Partial<typeof stores.$inferInsert>) {
  await db.update(stores).set(values).where(eq(stores.id, storeId));
}

export async function deleteStore(db: Db, storeId: string) {
  await db.delete(stores).where(eq(stores.id, storeId));
}

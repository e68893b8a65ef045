import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { authUsers, externalUsers, orders, products, stores, tenants } from '../../db/schema/index.ts';

export async function insertTenant(db: Pick<Db, 'insert'>, values: typeof tenants.$inferInsert) {
  const [row] = await db.insert(tenants).values(values).returning({ id: tenants.id });
  return row!;
}

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

export async function listTenants(db: Db, where: ReturnType<typeof eq>) {
  return db
    .select({
      id: tenants.id,
      name: tenants.name,
      email: tenants.email,
      productCount: tenants.productCount,
      createdAt: tenants.createdAt,
      storesCount: sql<number>`(select count(*)::int from ${stores} where ${stores.tenantId} = ${tenants.id})`,
    })
    .from(tenants)
    .where(where)
    .orderBy(asc(tenants.name), asc(tenants.id));
}

export const tenantsOfCity = (cityId: string) => eq(tenants.cityId, cityId);
export const tenantById = (tenantId: string) => eq(tenants.id, tenantId);

export async function updateTenant(db: Db, tenantId: string, values: Partial<typeof tenants.$inferInsert>) {
  await db.update(tenants).set(values).where(eq(tenants.id, tenantId));
}

export async function countTenantOrders(db: Db, tenantId: string) {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.tenantId, tenantId));
  return row?.value ?? 0;
}

/**
 * The tenant (its stores, products, codes and co-admins follow) and the sign-in accounts of the merchant and of
 * its co-admins, whose sessions end at once.
 */
export async function deleteTenantAndAccounts(db: Db, tenant: { id: string; authUserId: string | null }) {
  await db.transaction(async (tx) => {
    const coAdmins = await tx
      .select({ authUserId: externalUsers.authUserId })
      .from(externalUsers)
      .where(eq(externalUsers.tenantId, tenant.id));
    const accounts = [tenant.authUserId, ...coAdmins.map((row) => row.authUserId)].filter((id): id is string =>
      Boolean(id),
    );
    await tx.delete(tenants).where(eq(tenants.id, tenant.id));
    if (accounts.length > 0) await tx.delete(authUsers).where(inArray(authUsers.id, accounts));
  });
}

/** The city approves a self-registered merchant: it can sell from now on. */
export async function approveTenant(db: Pick<Db, 'update'>, tenantId: string, at: Date) {
  await db.update(tenants).set({ approvedAt: at }).where(eq(tenants.id, tenantId));
}

export async function findFirstStoreId(db: Pick<Db, 'select'>, tenantId: string) {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(asc(stores.createdAt))
    .limit(1);
  return row?.id;
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderProductType } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { cities, orders, products, tenants } from '../../db/schema/index.ts';
import type { OrderFilters } from './orders.schemas.ts';
import { containsPattern } from '../../db/like.ts';

export type OrderScope = { cityId: string; tenantId: string | null };

const PRODUCT_TYPE_FLAGS: Record<OrderProductType, string> = {
  coupon: 'isCoupon',
  delivery: 'isDelivery',
  barCode: 'isBarCode',
  qrCode: 'isQrCode',
  character: 'isCharacter',
};

/** The WHERE of an orders list: the actor's scope, then every filter, dates as whole days of the city's zone. */
export function orderConditions(scope: OrderScope, filters: OrderFilters, timeZone: string): SQL[] {
  const conditions: SQL[] = [eq(orders.cityId, scope.cityId)];
  if (scope.tenantId) conditions.push(eq(orders.tenantId, scope.tenantId));
  if (filters.tenantId) conditions.push(eq(orders.tenantId, filters.tenantId));
  if (filters.from)
    conditions.push(sql`${orders.createdAt} >= (${filters.from}::date::timestamp AT TIME ZONE ${timeZone})`);
  if (filters.to)
    conditions.push(sql`${orders.createdAt} < ((${filters.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`);
  if (filters.status && filters.status !== 'all') conditions.push(eq(orders.status, filters.status));
  if (filters.productName) {
    const pattern = containsPattern(filters.productName);
    conditions.push(
      sql`(${orders.transactionDetails}->>'productNameFr' ILIKE ${pattern} OR ${orders.transactionDetails}->>'productName' ILIKE ${pattern})`,
    );
  }
  if (filters.productType) {
    conditions.push(sql`(${orders.transactionDetails}->>${PRODUCT_TYPE_FLAGS[filters.productType]})::boolean`);
  }
  return conditions;
}

const selection = {
  order: orders,
  tenantName: tenants.name,
  /** The exact timestamp (microseconds) for the keyset cursor; a JS Date keeps only milliseconds. */
  createdAtKey: sql<string>`${orders.createdAt}::text`.as('created_at_key'),
};

export type OrderRow = { order: typeof orders.$inferSelect; tenantName: string; createdAtKey: string };

/** One page of orders, newest first, after the keyset position (createdAt, id) when given. */
export async function listOrderPage(
  db: Db,
  conditions: SQL[],
  limit: number,
  after?: { createdAt: string; id: string },
): Promise<OrderRow[]> {
  const where = after
    ? [...conditions, sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`]
    : conditions;
  return (
    db
      .select(selection)
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .where(and(...where))
      // NULLS LAST as in orders_tenant_created_idx / orders_city_created_idx, so the index gives the order (no sort)
      .orderBy(sql`${orders.createdAt} DESC NULLS LAST`, sql`${orders.id} DESC NULLS LAST`)
      .limit(limit)
  );
}

export async function countOrders(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...conditions));
  return row?.count ?? 0;
}

export async function findOrder(db: Db | Tx, orderId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(selection)
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(eq(orders.id, orderId));
  const [row] = options.lock ? await query.for('update', { of: orders }) : await query;
  return row as OrderRow | undefined;
}

export async function updateOrder(db: Db | Tx, orderId: string, values: Partial<typeof orders.$inferInsert>) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export async function findCityTimeZone(db: Db, cityId: string): Promise<string> {
  const [row] = await db.select({ timezone: cities.timezone }).from(cities).where(eq(cities.id, cityId));
  return row?.timezone ?? 'America/New_York';
}

export async function findProductSteps(db: Db, productId: string) {
  const [row] = await db
    .select({ steps: products.steps, stepsEn: products.stepsEn })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

import { and, asc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { orders, products } from '../../db/schema/index.ts';

export type DayRange = { from: string; to: string; timeZone: string };

const inRange = ({ from, to, timeZone }: DayRange): SQL =>
  sql`${orders.createdAt} >= (${from}::date::timestamp AT TIME ZONE ${timeZone}) AND ${orders.createdAt} < ((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;

/** Cancelled and expired orders gave their points back: they were not redeemed. */
const redeemed = notInArray(orders.status, ['cancelled', 'expired']);

/** Count and sum of transactionValue of a merchant's redeemed (neither cancelled nor expired) orders, per day or month of the city. */
export async function sumOrdersByBucket(db: Db, tenantId: string, range: DayRange, period: 'day' | 'month') {
  const format = period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const bucket = sql<string>`to_char(date_trunc(${period}, ${orders.createdAt} AT TIME ZONE ${range.timeZone}), ${format})`;
  return db
    .select({
      bucket,
      count: sql<number>`count(*)::int`,
      greenpoints: sql<number>`coalesce(sum(${orders.transactionValue}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), redeemed, inRange(range)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function sumOrders(db: Db, tenantId: string, range: DayRange) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      greenpoints: sql<number>`coalesce(sum(${orders.transactionValue}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), redeemed, inRange(range)));
  return row ?? { count: 0, greenpoints: 0 };
}

export async function topProducts(db: Db, tenantId: string, range: DayRange, limit = 5) {
  return db
    .select({
      productId: orders.productId,
      name: sql<string>`max(${orders.transactionDetails}->>'productNameFr')`,
      nameEn: sql<string>`max(${orders.transactionDetails}->>'productName')`,
      count: sql<number>`count(*)::int`,
      greenpoints: sql<number>`coalesce(sum(${orders.transactionValue}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), redeemed, inRange(range)))
    .groupBy(orders.productId)
    .orderBy(sql`count(*) DESC`, sql`sum(${orders.transactionValue}) DESC`, asc(orders.productId))
    .limit(limit);
}

export async function countOrdersByStatus(db: Db, tenantId: string, range: DayRange) {
  return db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inRange(range)))
    .groupBy(orders.status)
    .orderBy(asc(orders.status));
}

/** Products running out: at most 20 % of their initial stock, or 3 left. */
export async function listLowStockProducts(db: Db, tenantId: string, limit = 10) {
  return db
    .select({
      productId: products.id,
      titleFr: products.titleFr,
      titleEn: products.titleEn,
      stock: products.stock,
      initialStock: products.initialStock,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        ne(products.status, 'deleted'),
        sql`(${products.stock} <= ${products.initialStock} * 0.2 OR ${products.stock} <= 3)`,
      ),
    )
    .orderBy(asc(products.stock), asc(products.titleFr))
    .limit(limit);
}

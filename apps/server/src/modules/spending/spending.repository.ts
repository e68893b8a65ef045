import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  citySettings,
  greenpointTransactions,
  organisationSettings,
  participants,
  productCategories,
  productCategoryLinks,
  productCodes,
  productImages,
  products,
  orders,
  spendRequests,
  tenants,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

export { lockParticipant } from '../../db/participant-lock.ts';

export type Product = typeof products.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
type Queryable = Db | Tx;

const DEFAULT_DAYS_BEFORE_ORDERS_EXPIRE = 30;

/** Does this product hand out one code per purchase (rather than one generic code shown to every buyer)? */
export const hasUniqueCodes = (product: Pick<Product, 'isUniqueBarcode' | 'isUniqueQrcode' | 'isUniqueCharacter'>) =>
  product.isUniqueBarcode || product.isUniqueQrcode || product.isUniqueCharacter;

export async function findDaysBeforeOrdersExpire(tx: Queryable, cityId: string): Promise<number> {
  const [row] = await tx
    .select({ days: citySettings.daysBeforeOrdersExpire })
    .from(citySettings)
    .where(eq(citySettings.cityId, cityId));
  return row?.days ?? DEFAULT_DAYS_BEFORE_ORDERS_EXPIRE;
}

/** The city's purchase limits (issue 17): per period for every purchase, and per product for ever. */
export async function findCityTransactionLimits(tx: Queryable, cityId: string) {
  const [row] = await tx
    .select({
      perPeriod: citySettings.maxTransactionsPerPeriod,
      period: citySettings.maxTransactionsPeriod,
      perProduct: citySettings.maxTransactionsPerProduct,
    })
    .from(citySettings)
    .where(eq(citySettings.cityId, cityId));
  return {
    perPeriod: row?.perPeriod != null && row.period ? { value: row.perPeriod, period: row.period } : null,
    perProduct: row?.perProduct ?? null,
  };
}

export async function findOrganisationLimits(tx: Queryable, organisationId: string | null) {
  if (!organisationId) return {};
  const [row] = await tx
    .select({ limits: organisationSettings.limits })
    .from(organisationSettings)
    .where(eq(organisationSettings.organisationId, organisationId));
  return row?.limits ?? {};
}

/** The product with what an order keeps of it: its merchant's name, its first category and its first image. */
export async function findProductForPurchase(tx: Queryable, productId: string) {
  const [row] = await tx
    .select({ product: products, tenantName: tenants.name, tenantApprovedAt: tenants.approvedAt })
    .from(products)
    .innerJoin(tenants, eq(tenants.id, products.tenantId))
    .where(eq(products.id, productId));
  if (!row) return undefined;
  const [category] = await tx
    .select({ id: productCategories.id, nameFr: productCategories.nameFr })
    .from(productCategoryLinks)
    .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
    .where(eq(productCategoryLinks.productId, productId))
    .orderBy(asc(productCategories.displayingOrder), asc(productCategories.nameFr))
    .limit(1);
  const [image] = await tx
    .select({ imageId: productImages.imageId })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position))
    .limit(1);
  return { ...row, category: category ?? null, imageId: image?.imageId ?? null };
}

/** Orders of the participant that still count against a limit (not cancelled, not expired) since `since`. */
export async function countOrdersSince(
  tx: Tx,
  participantId: string,
  since: { day: string; timezone: string },
  productId?: string,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.participantId, participantId),
        productId ? eq(orders.productId, productId) : undefined,
        notInArray(orders.status, ['cancelled', 'expired']),
        sql`(${orders.createdAt} at time zone ${since.timezone})::date >= ${since.day}::date`,
      ),
    );
  return row?.count ?? 0;
}

/** Takes one unit of stock, if any is left; the product is marked out of stock when the last one goes. */
export async function takeStock(tx: Tx, productId: string, now: Date) {
  const [row] = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - 1`,
      availability: sql`case when ${products.stock} - 1 = 0 then 'out_of_stock' else ${products.availability} end`,
      updatedAt: now,
    })
    .where(and(eq(products.id, productId), gt(products.stock, 0)))
    .returning({ stock: products.stock });
  return row;
}

export async function returnStock(tx: Tx, productId: string, now: Date) {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + 1`,
      availability: sql`case when ${products.availability} = 'out_of_stock' then 'available' else ${products.availability} end`,
      updatedAt: now,
    })
    .where(eq(products.id, productId));
}

/** Locks the oldest free code of the product (skipping the ones a concurrent purchase is taking). */
export async function lockFreeCode(tx: Tx, productId: string, preferredCode?: string | null) {
  const free = and(
    eq(productCodes.productId, productId),
    eq(productCodes.status, 'active'),
    isNull(productCodes.orderId),
  );
  if (preferredCode) {
    const [same] = await tx
      .select()
      .from(productCodes)
      .where(and(free, eq(productCodes.barCode, preferredCode)))
      .for('update', { skipLocked: true });
    if (same) return same;
  }
  const [code] = await tx
    .select()
    .from(productCodes)
    .where(free)
    .orderBy(asc(productCodes.createdAt), asc(productCodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return code;
}

export async function assignCode(tx: Tx, codeId: string, orderId: string, now: Date) {
  await tx.update(productCodes).set({ orderId, updatedAt: now }).where(eq(productCodes.id, codeId));
}

/** Frees the code an order holds, unless it was already shown (`used`): it can be handed out again. */
export async function releaseUnusedCode(tx: Tx, orderId: string, now: Date) {
  await tx
    .update(productCodes)
    .set({ orderId: null, status: 'active', updatedAt: now })
    .where(
      and(eq(productCodes.orderId, orderId), or(eq(productCodes.status, 'active'), eq(productCodes.status, 'valid'))),
    );
}

export async function findCodeOfOrder(tx: Queryable, orderId: string) {
  const [code] = await tx.select().from(productCodes).where(eq(productCodes.orderId, orderId));
  return code;
}

export async function markCodeUsed(tx: Tx, orderId: string, now: Date) {
  await tx.update(productCodes).set({ status: 'used', updatedAt: now }).where(eq(productCodes.orderId, orderId));
}

export async function insertOrder(tx: Tx, order: NewOrder) {
  const [row] = await tx.insert(orders).values(order).returning();
  return row!;
}

/** Moves the participant's balance by `points` (negative to spend); the CHECK keeps it at 0 or more. */
export async function moveBalance(tx: Tx, participantId: string, points: number) {
  const [row] = await tx
    .update(participants)
    .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${points}` })
    .where(eq(participants.id, participantId))
    .returning({ balance: participants.greenpointBalance });
  return row?.balance;
}

export async function insertShoppingEntry(
  tx: Tx,
  entry: { participantId: string; cityId: string; orderId: string; value: number; createdBy: string; createdAt?: Date },
) {
  await tx.insert(greenpointTransactions).values({
    participantId: entry.participantId,
    cityId: entry.cityId,
    transactionType: 'SHOPPING',
    transactionValue: entry.value,
    createdBy: entry.createdBy,
    orderId: entry.orderId,
    status: 'completed',
    ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
  });
}

export async function deleteRefundEntry(tx: Tx, orderId: string) {
  const deleted = await tx
    .delete(greenpointTransactions)
    .where(and(eq(greenpointTransactions.orderId, orderId), gt(greenpointTransactions.transactionValue, 0)))
    .returning({ value: greenpointTransactions.transactionValue });
  return deleted[0]?.value ?? 0;
}

/**
 * Moves an order from one of `from` to `status`, only if it is still there: the one UPDATE that decides
 * which of two concurrent callers does the work.
 */
/** Guards for `transitionOrder`: the order's points and stock are not yet returned. */
export const notRefunded = () => eq(orders.refunded, false);
/** The order has no claim window open at `now` (never claimed, or its window has passed). */
export const noOpenClaim = (now: Date) => or(isNull(orders.claimExpiresAt), lte(orders.claimExpiresAt, now));
/**
 * A claim may open at `now`: no claim window open, and the order not at its expiry date yet (the expiry job takes
 * it from then on). Put in the claim's UPDATE, so that a claim never lands on an order the job is expiring.
 */
export const claimableAt = (now: Date) => and(noOpenClaim(now), gt(orders.expiresAt, now));
/** The order's claim window is still open at `now`. */
export const openClaim = (now: Date) => gt(orders.claimExpiresAt, now);

export async function findProductById(tx: Tx, productId: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId));
  return row;
}

export async function transitionOrder(
  tx: Tx,
  orderId: string,
  from: Order['status'][],
  set: Partial<NewOrder> & { status: Order['status'] },
  extra?: ReturnType<typeof and>,
) {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: set.updatedAt ?? new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from), extra))
    .returning();
  return row;
}

export async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function findOrderOfParticipant(tx: Queryable, participantId: string, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.participantId, participantId)));
  return row;
}

export async function listOrdersOfParticipant(
  db: Queryable,
  participantId: string,
  page: { limit: number; offset: number; status?: Order['status'] },
) {
  const mine = and(eq(orders.participantId, participantId), page.status ? eq(orders.status, page.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(mine),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Active orders whose time ran out and whose claim window (if any) is not open, oldest first. */
export async function findExpiredOrderIds(db: Queryable, now: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'active'),
        lt(orders.expiresAt, now),
        or(isNull(orders.claimedAt), lt(orders.claimExpiresAt, now)),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findSpendRequest(tx: Queryable, participantId: string, key: string) {
  const [row] = await tx
    .select()
    .from(spendRequests)
    .where(and(eq(spendRequests.participantId, participantId), eq(spendRequests.idempotencyKey, key)));
  return row;
}

/** Keeps a spend's answer beside its key, for the retries to replay. */
export async function recordSpendOutcome(
  tx: Tx,
  participantId: string,
  key: string,
  outcome: { statusCode: number; response: unknown; orderId: string | null },
) {
  await tx
    .update(spendRequests)
    .set(outcome)
    .where(and(eq(spendRequests.participantId, participantId), eq(spendRequests.idempotencyKey, key)));
}

/** Forgets the idempotency keys older than `before`: a retry comes within minutes, not weeks. */
export async function deleteSpendRequestsBefore(db: Queryable, before: Date) {
  const deleted = await db
    .delete(spendRequests)
    .where(lt(spendRequests.createdAt, before))
    .returning({ key: spendRequests.idempotencyKey });
  return deleted.length;
}

export async function insertSpendRequest(tx: Queryable, request: typeof spendRequests.$inferInsert) {
  const rows = await tx.insert(spendRequests).values(request).onConflictDoNothing().returning();
  return rows.length > 0;
}

import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { productCodes, products, type CODE_STATUSES } from '../../db/schema/index.ts';
import type { Executor } from './products.repository.ts';

/** Product and code writes go in batches of 250 rows (spec section 9). */
export const CODE_BATCH_SIZE = 250;

/** A product's codes, all or those of one status, newest first. */
export async function listCodes(
  db: Db,
  productId: string,
  page: { status?: (typeof CODE_STATUSES)[number]; page: number; pageSize: number },
) {
  const where = page.status
    ? and(eq(productCodes.productId, productId), eq(productCodes.status, page.status))
    : eq(productCodes.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productCodes)
      .where(where)
      .orderBy(desc(productCodes.createdAt), asc(productCodes.barCode))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(productCodes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Codes a purchase could still take: active and not handed out to an order. */
export async function countAvailableCodes(db: Executor, productId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(productCodes)
    .where(and(eq(productCodes.productId, productId), eq(productCodes.status, 'active'), isNull(productCodes.orderId)));
  return row?.value ?? 0;
}

/** Inserts in batches of 250; a code the product already has is skipped. Returns how many were inserted. */
export async function insertCodes(tx: Executor, rows: (typeof productCodes.$inferInsert)[]) {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CODE_BATCH_SIZE) {
    const written = await tx
      .insert(productCodes)
      .values(rows.slice(start, start + CODE_BATCH_SIZE))
      .onConflictDoNothing({ target: [productCodes.productId, productCodes.barCode] })
      .returning({ id: productCodes.id });
    inserted += written.length;
  }
  return inserted;
}

export async function findCode(db: Db, productId: string, codeId: string) {
  const [row] = await db
    .select()
    .from(productCodes)
    .where(and(eq(productCodes.id, codeId), eq(productCodes.productId, productId)));
  return row;
}

export async function updateCodeStatus(db: Db, codeId: string, status: 'active' | 'valid' | 'cancelled') {
  const [row] = await db
    .update(productCodes)
    .set({ status, updatedAt: new Date() })
    .where(eq(productCodes.id, codeId))
    .returning();
  return row!;
}

/** Serialises the QR generations of one product, so two at once cannot both fill the same gap. */
export async function lockProduct(tx: Executor, productId: string) {
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

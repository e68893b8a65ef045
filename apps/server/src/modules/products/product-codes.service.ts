import { randomBytes } from 'node:crypto';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { CODE_STATUSES, CODE_TYPES, productCodes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  countAvailableCodes,
  findCode,
  insertCodes,
  listCodes,
  lockProduct,
  updateCodeStatus,
} from './product-codes.repository.ts';
import { findProduct } from './products.repository.ts';
import type { ProductCode } from './products.schemas.ts';
import { productNotFound } from './products.service.ts';

type CodeRow = typeof productCodes.$inferSelect;

const toCode = (row: CodeRow): ProductCode => ({
  id: row.id,
  productId: row.productId,
  barCode: row.barCode,
  type: row.type,
  status: row.status,
  orderId: row.orderId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Unique code lists are trimmed, empty entries dropped and repeated entries kept once (spec section 5). */
export function normaliseCodeList(codes: string[]): string[] {
  return [...new Set(codes.map((code) => code.trim()).filter((code) => code.length > 0))];
}

async function readProductFor(db: Db, actor: Actor, productId: string, permission: 'products.read' | 'products.write') {
  const row = await findProduct(db, productId);
  if (!row || row.status === 'deleted') throw productNotFound(productId);
  authorize(actor, permission, { cityId: row.cityId, tenantId: row.tenantId });
  return row;
}

export async function listProductCodes(
  db: Db,
  actor: Actor,
  productId: string,
  query: { status?: (typeof CODE_STATUSES)[number]; page: number; pageSize: number },
) {
  const product = await readProductFor(db, actor, productId, 'products.read');
  const [{ rows, total }, available] = await Promise.all([
    listCodes(db, productId, query),
    countAvailableCodes(db, productId),
  ]);
  return { data: rows.map(toCode), total, available, stock: product.stock };
}

/**
 * Adds a pasted list of codes in one transaction, in batches of 250. Entries are trimmed, empty ones dropped;
 * a code repeated in the list or already held by the product is skipped (counted in `skipped`), not refused.
 */
export async function addProductCodes(
  db: Db,
  actor: Actor,
  productId: string,
  input: { codes: string[]; type: (typeof CODE_TYPES)[number] },
) {
  const product = await readProductFor(db, actor, productId, 'products.write');
  const codes = normaliseCodeList(input.codes);
  const submitted = input.codes.filter((code) => code.trim().length > 0).length;
  const inserted = await db.transaction((tx) =>
    insertCodes(
      tx,
      codes.map((barCode) => ({ productId, tenantId: product.tenantId, barCode, type: input.type })),
    ),
  );
  return { inserted, skipped: submitted - inserted };
}

/** Unique QR codes, one per unit of stock not yet covered by an available code; values are random. */
export async function generateQrCodes(db: Db, actor: Actor, productId: string) {
  const product = await readProductFor(db, actor, productId, 'products.write');
  const inserted = await db.transaction(async (tx) => {
    const locked = await lockProduct(tx, productId);
    const missing = Math.max(0, (locked?.stock ?? 0) - (await countAvailableCodes(tx, productId)));
    const rows = Array.from({ length: missing }, () => ({
      productId,
      tenantId: product.tenantId,
      barCode: `QR-${randomBytes(16).toString('base64url')}`,
      type: 'qrCode' as const,
    }));
    return insertCodes(tx, rows);
  });
  return { inserted, skipped: 0 };
}

/** `used` belongs to purchases; a code handed out to an order is never re-activated. */
export async function setProductCodeStatus(
  db: Db,
  actor: Actor,
  productId: string,
  codeId: string,
  status: 'active' | 'valid' | 'cancelled',
) {
  await readProductFor(db, actor, productId, 'products.write');
  const code = await findCode(db, productId, codeId);
  if (!code) throw notFound();
  if (code.orderId && status === 'active') {
    throw conflict('code_already_handed_out', 'This code was handed out to an order and cannot be re-activated');
  }
  return toCode(await updateCodeStatus(db, codeId, status));
}

import { createHash } from 'node:crypto';
import { isProductPurchasable, merchantCanSell, localDayOf, periodStart, type LimitPeriod } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { databaseErrorOf } from '../../db/errors.ts';
import type { Tx } from '../../db/transaction.ts';
import { sendError } from '../../lib/error-handler.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { toParticipantOrder } from './participant-orders.service.ts';
import type { SpendBody, SpendResponse } from './spending.schemas.ts';
import {
  assignCode,
  countOrdersSince,
  findDaysBeforeOrdersExpire,
  findCityTransactionLimits,
  findOrganisationLimits,
  findProductForPurchase,
  findSpendRequest,
  hasUniqueCodes,
  insertOrder,
  insertShoppingEntry,
  insertSpendRequest,
  lockFreeCode,
  lockParticipant,
  moveBalance,
  recordSpendOutcome,
  takeStock,
  type Product,
} from './spending.repository.ts';

const DAY_MS = 86_400_000;
const MAX_KEY_LENGTH = 200;
const STOCK_MESSAGE = 'order creation failed because stock is insufficient';

export type SpendOutcome = { status: number; body: SpendResponse | ReturnType<typeof sendError> };

/** The spend's answer, first or replayed: the purchase, or its refusal thrown as the error it was. */
export async function spend(
  db: Db,
  participantId: string,
  body: SpendBody,
  idempotencyKey: string | undefined,
): Promise<SpendResponse> {
  const outcome = await spendGreenpoints(db, participantId, body, idempotencyKey);
  if ('error' in outcome.body) throw new AppError(outcome.status, outcome.body.error.code, outcome.body.error.message);
  return outcome.body;
}

/**
 * Spends a participant's greenpoints on one product, once per `Idempotency-Key`: the participant's row is
 * locked and the key claimed first (the primary key of `spend_requests`), so concurrent duplicates wait for
 * the first request and then replay its answer. Successful purchases and business refusals are stored and replayed; an unexpected failure
 * rolls everything back, the key included, so the request can be retried.
 */
export async function spendGreenpoints(
  db: Db,
  participantId: string,
  body: SpendBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<SpendOutcome> {
  const key = idempotencyKey?.trim();
  if (!key) throw badRequest('idempotency_key_required', 'The Idempotency-Key header is required');
  if (key.length > MAX_KEY_LENGTH) {
    throw badRequest('idempotency_key_required', `The Idempotency-Key header is at most ${MAX_KEY_LENGTH} characters`);
  }
  if (body.userId && body.userId !== participantId) {
    throw forbidden('A participant can only spend their own greenpoints');
  }
  const requestHash = hashOf(body);
  return db.transaction(async (tx) => {
    // The participant is locked before the key is written: the key's foreign key takes a share lock on the
    // participant's row, and two spends upgrading it to the purchase's update lock would deadlock.
    if (!(await lockParticipant(tx, participantId))) throw notFound('Participant not found');
    const claimed = await insertSpendRequest(tx, {
      participantId,
      idempotencyKey: key,
      requestHash,
      statusCode: 0,
      response: {},
      createdAt: now,
    });
    if (!claimed) {
      const first = await findSpendRequest(tx, participantId, key);
      if (!first || first.requestHash !== requestHash) {
        throw conflict('idempotency_key_reused', 'This Idempotency-Key was already used for another request');
      }
      return { status: first.statusCode, body: first.response as SpendOutcome['body'] };
    }
    let outcome: SpendOutcome;
    let orderId: string | null = null;
    try {
      const bought = await tx.transaction((inner) => purchase(inner, participantId, body, now));
      orderId = bought.data.id;
      outcome = { status: 200, body: bought };
    } catch (error) {
      const refusal = asBusinessRefusal(error);
      if (!refusal) throw error;
      outcome = { status: refusal.status, body: sendError(refusal.status, refusal.code, refusal.message) };
    }
    await recordSpendOutcome(tx, participantId, key, { statusCode: outcome.status, response: outcome.body, orderId });
    return outcome;
  });
}

/**
 * The purchase itself, in one transaction: lock the participant, check the product and the limits, take one
 * unit of stock and a code, create the order, write the `SHOPPING` payment and debit the balance.
 */
export async function purchase(tx: Tx, participantId: string, body: SpendBody, now: Date): Promise<SpendResponse> {
  const context = await lockParticipant(tx, participantId);
  if (!context) throw notFound('Participant not found');
  const { participant, timezone } = context;
  const found = await findProductForPurchase(tx, body.transactionDetails.productId);
  if (!found || found.product.cityId !== participant.cityId) {
    throw new AppError(404, 'product_not_available', 'This product is not available');
  }
  const { product } = found;
  if (!isProductPurchasable(product, now) || !merchantCanSell({ approvedAt: found.tenantApprovedAt })) {
    throw conflict('product_not_available', 'This product is not available');
  }
  if (body.greenpoints !== product.greenpoints || (body.price !== undefined && !samePrice(body.price, product))) {
    throw conflict(
      'order_creation_failed',
      `order creation failed: the price changed (now ${product.greenpoints} greenpoints); refresh the product`,
    );
  }
  await checkLimits(tx, participant, product, timezone, now);
  if (participant.greenpointBalance < product.greenpoints) {
    throw conflict('insufficient_greenpoints', 'Not enough greenpoints for this product');
  }
  if (!(await takeStock(tx, product.id, now))) throw conflict('insufficient_stock', STOCK_MESSAGE);
  const uniqueCode = hasUniqueCodes(product) ? await lockFreeCode(tx, product.id) : undefined;
  if (hasUniqueCodes(product) && !uniqueCode) throw conflict('insufficient_stock', STOCK_MESSAGE);
  const days = await findDaysBeforeOrdersExpire(tx, participant.cityId);
  const order = await insertOrder(tx, {
    ...(body.orderId ? { id: body.orderId } : {}),
    cityId: participant.cityId,
    tenantId: product.tenantId,
    productId: product.id,
    participantId,
    status: 'active',
    deliveryStatus: product.isDelivery ? 'need_to_be_prepared' : 'does_not_apply',
    paymentStatus: 'success',
    transactionType: 'SHOPPING',
    transactionValue: product.greenpoints,
    price: product.price,
    greenpoints: product.greenpoints,
    transactionDetails: {
      titleArray: [product.titleFr, product.titleEn],
      productNameFr: product.titleFr,
      productName: product.titleEn,
      categoryName: found.category?.nameFr ?? null,
      categoryId: found.category?.id ?? null,
      sku: product.sku,
      productId: product.id,
      imageUrl: found.imageId ? `/api/images/${found.imageId}` : null,
      tenantName: found.tenantName,
      tenantId: product.tenantId,
      isCoupon: product.isCoupon,
      isDelivery: product.isDelivery,
      isBarCode: product.isBarCode || product.isUniqueBarcode,
      isQrCode: product.isQrCode || product.isUniqueQrcode,
      isCharacter: product.isCharacter || product.isUniqueCharacter,
    },
    customerName: [participant.firstName, participant.lastName].filter(Boolean).join(' ') || participant.username,
    customerEmail: participant.email,
    code: uniqueCode?.barCode ?? product.barCode ?? product.qrCodeUrl,
    codeType: uniqueCode?.type ?? codeTypeOf(product),
    // Who really acted: the signed-in participant, never the body's `createdBy` (accepted, ignored).
    createdBy: participantId,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
    createdAt: now,
    updatedAt: now,
  });
  if (uniqueCode) await assignCode(tx, uniqueCode.id, order.id, now);
  await insertShoppingEntry(tx, {
    participantId,
    cityId: participant.cityId,
    orderId: order.id,
    value: -product.greenpoints,
    createdBy: order.createdBy,
    createdAt: now,
  });
  const balance = await moveBalance(tx, participantId, -product.greenpoints);
  return { data: toParticipantOrder(order, now), balance: balance ?? 0 };
}

const samePrice = (price: number | string, product: Product) =>
  Math.round(Number(price) * 100) === Math.round(Number(product.price) * 100);

const codeTypeOf = (product: Product) =>
  product.isQrCode || product.isUniqueQrcode
    ? 'qrCode'
    : product.isBarCode || product.isUniqueBarcode
      ? 'barCode'
      : null;

/**
 * The product's own limit counts its purchases; the organisation's and the city's per-period limits count every
 * purchase; the city's per-product limit counts the purchases of this product since the participant joined.
 */
async function checkLimits(
  tx: Tx,
  participant: { id: string; cityId: string; organisationId: string | null },
  product: Product,
  timezone: string,
  now: Date,
) {
  const today = localDayOf(now, timezone);
  const limits: [{ value: number; period: LimitPeriod | 'all' }, string | undefined][] = [];
  if (product.maxTransactionsPerPeriod) limits.push([product.maxTransactionsPerPeriod, product.id]);
  const organisation = await findOrganisationLimits(tx, participant.organisationId);
  if (organisation.transactionsOfUserPerPeriod) limits.push([organisation.transactionsOfUserPerPeriod, undefined]);
  const city = await findCityTransactionLimits(tx, participant.cityId);
  if (city.perPeriod) limits.push([city.perPeriod, undefined]);
  if (city.perProduct !== null) limits.push([{ value: city.perProduct, period: 'all' }, product.id]);
  for (const [limit, productId] of limits) {
    const since = { day: limit.period === 'all' ? EVER : firstDayOf(limit.period, today), timezone };
    if ((await countOrdersSince(tx, participant.id, since, productId)) >= limit.value) {
      throw conflict(
        'transactions_limit_reached',
        limit.period === 'all'
          ? `At most ${limit.value} purchase(s) of this product`
          : `At most ${limit.value} purchase(s) per ${limit.period}${productId ? ' of this product' : ''}`,
      );
    }
  }
}

/** The first day a purchase can have been made, for a limit without a period. */
const EVER = '2000-01-01';

const firstDayOf = (period: LimitPeriod, day: string) => (period === 'day' ? day : periodStart(period, day));

/** The business refusals a spend answers and stores; expected races surface as constraint violations. */
function asBusinessRefusal(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error.status >= 500 ? undefined : error;
  const database = databaseErrorOf(error);
  if (!database) return undefined;
  const constraint = database.constraint ?? '';
  if (constraint.includes('stock') || constraint === 'product_codes_order_unique') {
    return conflict('insufficient_stock', STOCK_MESSAGE);
  }
  if (constraint.includes('balance'))
    return conflict('insufficient_greenpoints', 'Not enough greenpoints for this product');
  if (database.code === '23505') return conflict('order_creation_failed', 'order creation failed');
  return undefined;
}

/** The same body hashes the same whatever the order of its keys. */
function hashOf(body: SpendBody): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, entry]) => entry !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([name, entry]) => [name, canonical(entry)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

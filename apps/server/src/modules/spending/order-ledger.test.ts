import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { greenpointTransactions, orders, productCodes } from '../../db/schema/index.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { refundOrder, reinstateOrder } from './order-ledger.ts';
import { claimOrder, showOrderCode } from './participant-orders.service.ts';
import {
  balanceOf,
  createFundedParticipant,
  createShopProduct,
  ledgerSumOf,
  spendBody,
  stockOf,
} from './spending.fixtures.ts';
import { spendGreenpoints } from './spending.service.ts';

describe.each(TEST_DATABASES)('order refunds and reactivation on %s', (kind) => {
  let database: Database;
  let world: Tenancy;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Ledger');
  }, 60_000);
  afterAll(async () => database?.close());

  async function buy(participantId: string, product: { id: string; greenpoints: number }) {
    const outcome = await spendGreenpoints(database.db, participantId, spendBody(product), randomUUID());
    expect(outcome.status).toBe(200);
    return (outcome.body as { data: { id: string } }).data.id;
  }
  const codeOf = async (orderId: string) =>
    (await database.db.select().from(productCodes).where(eq(productCodes.orderId, orderId)))[0];
  const refundsOf = (orderId: string) =>
    database.db
      .select()
      .from(greenpointTransactions)
      .where(and(eq(greenpointTransactions.orderId, orderId), gt(greenpointTransactions.transactionValue, 0)));

  it('cancels once: stock, unused code and points come back, a second call answers false', async () => {
    const buyer = await createFundedParticipant(database.db, world, 300);
    const product = await createShopProduct(database.db, world, { stock: 1, isUniqueBarcode: true, codes: 1 });
    const orderId = await buy(buyer.id, product);
    expect(await database.db.transaction((tx) => refundOrder(tx, orderId, 'cancelled'))).toBe(true);
    expect(await database.db.transaction((tx) => refundOrder(tx, orderId, 'cancelled'))).toBe(false);
    expect(await database.db.transaction((tx) => refundOrder(tx, orderId, 'expired'))).toBe(false);
    expect(await stockOf(database.db, product.id)).toMatchObject({ stock: 1, availability: 'available' });
    expect(await codeOf(orderId)).toBeUndefined();
    expect(await balanceOf(database.db, buyer.id)).toBe(300);
    expect(await ledgerSumOf(database.db, buyer.id)).toBe(300);
    expect(await refundsOf(orderId)).toHaveLength(1);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', refunded: true });
  });

  it('cancels a completed order but keeps its shown code used; expiry refuses a completed order', async () => {
    const buyer = await createFundedParticipant(database.db, world, 300);
    const product = await createShopProduct(database.db, world, { isUniqueQrcode: true, codes: 3 });
    const orderId = await buy(buyer.id, product);
    await claimOrder(database.db, buyer.id, orderId);
    await showOrderCode(database.db, buyer.id, orderId);
    expect(await database.db.transaction((tx) => refundOrder(tx, orderId, 'expired'))).toBe(false);
    expect(await database.db.transaction((tx) => refundOrder(tx, orderId, 'cancelled'))).toBe(true);
    expect(await codeOf(orderId)).toMatchObject({ status: 'used' });
    expect(await balanceOf(database.db, buyer.id)).toBe(300);
  });

  it('reactivates a cancelled order: takes stock, code and points again and deletes the refund', async () => {
    const buyer = await createFundedParticipant(database.db, world, 300);
    const product = await createShopProduct(database.db, world, { stock: 2, isUniqueBarcode: true, codes: 2 });
    const orderId = await buy(buyer.id, product);
    const firstCode = (await codeOf(orderId))!.barCode;
    await database.db.transaction((tx) => refundOrder(tx, orderId, 'cancelled'));
    await database.db.transaction((tx) => reinstateOrder(tx, orderId));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'active', refunded: false, cancelledAt: null, code: firstCode });
    expect((await codeOf(orderId))!.barCode).toBe(firstCode);
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await balanceOf(database.db, buyer.id)).toBe(200);
    expect(await ledgerSumOf(database.db, buyer.id)).toBe(200);
    expect((await stockOf(database.db, product.id)).stock).toBe(1);
    // It can be cancelled again, and the ledger still holds one payment and one refund.
    expect(await database.db.transaction((tx) => refundOrder(tx, orderId, 'cancelled'))).toBe(true);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('refuses to reactivate without the points, the stock, or a cancelled order, and changes nothing', async () => {
    const buyer = await createFundedParticipant(database.db, world, 100);
    const product = await createShopProduct(database.db, world, { stock: 1 });
    const orderId = await buy(buyer.id, product);
    await expect(database.db.transaction((tx) => reinstateOrder(tx, orderId))).rejects.toMatchObject({
      code: 'invalid_order_transition',
    });
    await database.db.transaction((tx) => refundOrder(tx, orderId, 'cancelled'));
    const other = await createFundedParticipant(database.db, world, 100);
    await buy(other.id, product);
    await expect(database.db.transaction((tx) => reinstateOrder(tx, orderId))).rejects.toMatchObject({
      code: 'insufficient_stock',
    });
    const spender = await createShopProduct(database.db, world, { price: '1.00' });
    await buy(buyer.id, spender);
    await expect(database.db.transaction((tx) => reinstateOrder(tx, orderId))).rejects.toMatchObject({
      code: 'insufficient_greenpoints',
    });
    expect(await balanceOf(database.db, buyer.id)).toBe(0);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });
});

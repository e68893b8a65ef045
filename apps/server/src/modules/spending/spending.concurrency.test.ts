import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { orders, productCodes } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { expireOrders } from '../../jobs/expire-orders.job.ts';
import {
  balanceOf,
  createFundedParticipant,
  createShopProduct,
  fund,
  ledgerSumOf,
  spendBody,
  stockOf,
} from './spending.fixtures.ts';
import { spendGreenpoints } from './spending.service.ts';

/** Real concurrency needs real connections: these run on PostgreSQL only (TEST_DATABASE_URL). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent spending on postgres', () => {
  let database: Database;
  let world: Tenancy;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    world = await createTenancy(database.db, 'Rush');
  }, 60_000);
  afterAll(async () => database?.close());

  it('200 parallel spends from funded participants on a stock of 10: 10 orders, 10 distinct codes, stock 0', async () => {
    const product = await createShopProduct(database.db, world, { stock: 10, isUniqueBarcode: true, codes: 12 });
    const buyers = [];
    for (let index = 0; index < 200; index++) buyers.push(await createFundedParticipant(database.db, world, 500));
    let lowestStock = Infinity;
    const watching = (async () => {
      for (let polls = 0; polls < 200 && lowestStock > 0; polls++) {
        lowestStock = Math.min(lowestStock, (await stockOf(database.db, product.id)).stock);
      }
    })();
    const outcomes = await Promise.all(
      buyers.map((buyer) => spendGreenpoints(database.db, buyer.id, spendBody(product), randomUUID())),
    );
    await watching;
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const refusals = outcomes.filter((outcome) => outcome.status === 409);
    expect(refusals.every((outcome) => JSON.stringify(outcome.body).includes('insufficient_stock'))).toBe(true);
    const after = await stockOf(database.db, product.id);
    expect(after).toMatchObject({ stock: 0, availability: 'out_of_stock' });
    expect(lowestStock).toBeGreaterThanOrEqual(0);
    const sold = await database.db.select().from(orders).where(eq(orders.productId, product.id));
    expect(sold).toHaveLength(10);
    expect(new Set(sold.map((order) => order.code)).size).toBe(10);
    const handedOut = await database.db
      .select()
      .from(productCodes)
      .where(sql`${productCodes.productId} = ${product.id} and ${productCodes.orderId} is not null`);
    expect(handedOut).toHaveLength(10);
    for (const buyer of buyers) {
      expect(await balanceOf(database.db, buyer.id)).toBe(await ledgerSumOf(database.db, buyer.id));
    }
  }, 120_000);

  it('50 parallel spends of 30 points on a balance of 100: at most 3 succeed, the balance never goes negative', async () => {
    const buyer = await createFundedParticipant(database.db, world, 100);
    const product = await createShopProduct(database.db, world, { price: '0.30', stock: 100 });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => spendGreenpoints(database.db, buyer.id, spendBody(product), randomUUID())),
    );
    const successes = outcomes.filter((outcome) => outcome.status === 200).length;
    expect(successes).toBeLessThanOrEqual(3);
    expect(successes).toBe(3);
    expect(outcomes.filter((outcome) => outcome.status !== 200).every((outcome) => outcome.status === 409)).toBe(true);
    const balance = await balanceOf(database.db, buyer.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(100 - 30 * successes);
    expect(await ledgerSumOf(database.db, buyer.id)).toBe(balance);
    expect((await stockOf(database.db, product.id)).stock).toBe(100 - successes);
  }, 60_000);

  it('20 concurrent retries with one Idempotency-Key: one order, 20 identical answers', async () => {
    const { app } = await createTestApp(database, { signInRateLimit: 1000 });
    try {
      await fund(database.db, world.participant.id, world.city.id, 1000);
      const token = await signIn(app, world.emails.participant);
      const product = await createShopProduct(database.db, world, { stock: 50 });
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/app/v2/transaction/spend',
            headers: { ...bearer(token), 'idempotency-key': key },
            payload: spendBody(product),
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      const bought = await database.db.select().from(orders).where(eq(orders.productId, product.id));
      expect(bought).toHaveLength(1);
      expect((await stockOf(database.db, product.id)).stock).toBe(49);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('two expiry workers at once return the stock and the points of each order once', async () => {
    const product = await createShopProduct(database.db, world, { stock: 20, isUniqueBarcode: true, codes: 20 });
    const buyers = [];
    for (let index = 0; index < 8; index++) buyers.push(await createFundedParticipant(database.db, world, 100));
    const bought = new Date(Date.now() - 40 * 86_400_000);
    for (const buyer of buyers) {
      expect((await spendGreenpoints(database.db, buyer.id, spendBody(product), randomUUID(), bought)).status).toBe(
        200,
      );
    }
    const [first, second] = await Promise.all([expireOrders(database.db), expireOrders(database.db)]);
    expect(first + second).toBe(8);
    expect((await stockOf(database.db, product.id)).stock).toBe(20);
    for (const buyer of buyers) {
      expect(await balanceOf(database.db, buyer.id)).toBe(100);
      expect(await ledgerSumOf(database.db, buyer.id)).toBe(100);
    }
    const free = await database.db
      .select()
      .from(productCodes)
      .where(sql`${productCodes.productId} = ${product.id} and ${productCodes.orderId} is null`);
    expect(free).toHaveLength(20);
  }, 60_000);
});

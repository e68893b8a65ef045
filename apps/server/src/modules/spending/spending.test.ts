import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import {
  citySettings,
  greenpointTransactions,
  orders,
  organisationSettings,
  productCategories,
  productCategoryLinks,
  productCodes,
  spendRequests,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { claimOrder, showOrderCode } from './participant-orders.service.ts';
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

describe.each(TEST_DATABASES)('spending greenpoints on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let other: Tenancy;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Spend');
    other = await createTenancy(database.db, 'Elsewhere');
    await database.db.insert(citySettings).values({ cityId: world.city.id, daysBeforeOrdersExpire: 10 });
    await fund(database.db, world.participant.id, world.city.id, 5000);
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    token = await signIn(app, world.emails.participant);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const spend = (body: unknown, key: string | null = randomUUID(), auth = token) =>
    app.inject({
      method: 'POST',
      url: '/api/app/v2/transaction/spend',
      headers: { ...bearer(auth), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });

  it('buys a product in one transaction: order, stock, code, SHOPPING entry and balance', async () => {
    const product = await createShopProduct(database.db, world, { price: '2.50', stock: 2, sku: 'CAFE-1' });
    const [category] = await database.db
      .insert(productCategories)
      .values({ cityId: world.city.id, nameFr: 'Cafés', nameEn: 'Cafés' })
      .returning();
    await database.db.insert(productCategoryLinks).values({ productId: product.id, categoryId: category!.id });
    const before = await balanceOf(database.db, world.participant.id);
    const orderId = randomUUID();
    const response = await spend(
      spendBody(product, { price: 2.5, userId: world.participant.id, orderId, createdBy: 'app' }),
    );
    expect(response.statusCode).toBe(200);
    const { data, balance } = response.json();
    expect(balance).toBe(before - 250);
    expect(data).toMatchObject({
      id: orderId,
      status: 'active',
      greenpoints: 250,
      price: 2.5,
      transactionValue: 250,
      transactionType: 'SHOPPING',
      code: null,
      codeType: 'barCode',
      transactionDetails: {
        titleArray: [product.titleFr, product.titleEn],
        productNameFr: product.titleFr,
        productName: product.titleEn,
        categoryName: 'Cafés',
        categoryId: category!.id,
        sku: 'CAFE-1',
        productId: product.id,
        tenantName: world.tenant.name,
        tenantId: world.tenant.id,
        isBarCode: true,
      },
    });
    expect(new Date(data.expiresAt).getTime() - new Date(data.createdAt).getTime()).toBe(10 * 86_400_000);
    const after = await stockOf(database.db, product.id);
    expect(after.stock).toBe(1);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      code: product.barCode,
      customerEmail: world.emails.participant,
      createdBy: world.participant.id,
    });
    const entries = await database.db
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.orderId, orderId));
    expect(entries).toEqual([expect.objectContaining({ transactionType: 'SHOPPING', transactionValue: -250 })]);
    expect(await ledgerSumOf(database.db, world.participant.id)).toBe(balance);
  });

  it('ignores a forged createdBy: the order and the ledger record the signed-in participant', async () => {
    const product = await createShopProduct(database.db, world, { price: '1.00', stock: 5 });
    const orderId = randomUUID();
    const forged = other.participant.id;
    const response = await spend(spendBody(product, { orderId, createdBy: forged }));
    expect(response.statusCode).toBe(200);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.createdBy).toBe(world.participant.id);
    const entries = await database.db
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.orderId, orderId));
    expect(entries.map((entry) => entry.createdBy)).toEqual([world.participant.id]);
    const forgedRows = await database.db
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.createdBy, forged));
    expect(forgedRows).toEqual([]);
  });

  it('marks the product out of stock with its last unit, then refuses with insufficient_stock', async () => {
    const product = await createShopProduct(database.db, world, { stock: 1 });
    expect((await spend(spendBody(product))).statusCode).toBe(200);
    expect((await stockOf(database.db, product.id)).availability).toBe('out_of_stock');
    const refused = await spend(spendBody(product));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('insufficient_stock');
  });

  it('hands out unique codes once, oldest first, and refuses when none is left', async () => {
    const product = await createShopProduct(database.db, world, { stock: 5, isUniqueBarcode: true, codes: 2 });
    const first = await spend(spendBody(product));
    const second = await spend(spendBody(product));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const codes = await database.db.select().from(productCodes).where(eq(productCodes.productId, product.id));
    expect(codes.map((code) => code.orderId).sort()).toEqual([first.json().data.id, second.json().data.id].sort());
    const third = await spend(spendBody(product));
    expect(third.json().error.code).toBe('insufficient_stock');
    expect((await stockOf(database.db, product.id)).stock).toBe(3);
  });

  it('replays the first answer for the same key and body, refuses the key with another body', async () => {
    const product = await createShopProduct(database.db, world);
    const key = randomUUID();
    const first = await spend(spendBody(product), key);
    const again = await spend(spendBody(product), key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect((await stockOf(database.db, product.id)).stock).toBe(9);
    const reused = await spend(spendBody(product, { createdBy: 'someone else' }), key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
  });

  it('stores and replays a business refusal, but not a request without a key', async () => {
    const product = await createShopProduct(database.db, world, { stock: 0, availability: 'out_of_stock' });
    const key = randomUUID();
    const first = await spend(spendBody(product), key);
    expect(first.json().error.code).toBe('insufficient_stock');
    const [stored] = await database.db.select().from(spendRequests).where(eq(spendRequests.idempotencyKey, key));
    expect(stored).toMatchObject({ statusCode: 409, orderId: null });
    expect((await spend(spendBody(product), key)).json()).toEqual(first.json());
    const missing = await spend(spendBody(product), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('idempotency_key_required');
  });

  it('spends only the signed-in participant’s own points', async () => {
    const product = await createShopProduct(database.db, world);
    const response = await spend(spendBody(product, { userId: other.participant.id }));
    expect(response.statusCode).toBe(403);
  });

  it('refuses a price or greenpoints that changed, so the app refreshes', async () => {
    const product = await createShopProduct(database.db, world, { price: '3.00' });
    const wrongPoints = await spend({ ...spendBody(product), greenpoints: 100 });
    expect(wrongPoints.statusCode).toBe(409);
    expect(wrongPoints.json().error).toMatchObject({ code: 'order_creation_failed' });
    expect(wrongPoints.json().error.message).toMatch(/price changed/);
    const wrongPrice = await spend(spendBody(product, { price: '2.00' }));
    expect(wrongPrice.json().error.code).toBe('order_creation_failed');
  });

  it.each([
    ['not approved', { isApproved: false, status: 'need_approval' as const }],
    ['disabled', { status: 'disabled' as const }],
    ['not available', { availability: 'not_available' as const }],
    ['expired', { expirationDate: new Date('2020-01-01T00:00:00Z') }],
  ])('refuses a product that is %s', async (_, overrides) => {
    const product = await createShopProduct(database.db, world, overrides);
    const response = await spend(spendBody(product));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('product_not_available');
    expect((await stockOf(database.db, product.id)).stock).toBe(10);
  });

  it('does not sell another city’s product (404)', async () => {
    const foreign = await createShopProduct(database.db, other);
    const response = await spend(spendBody(foreign));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('product_not_available');
  });

  it('refuses a purchase the balance cannot pay and leaves everything as it was', async () => {
    const poor = await createFundedParticipant(database.db, world, 50);
    const product = await createShopProduct(database.db, world, { price: '1.00' });
    const outcome = await spendGreenpoints(database.db, poor.id, spendBody(product), 'poor-1');
    expect(outcome.status).toBe(409);
    expect(outcome.body).toMatchObject({ error: { code: 'insufficient_greenpoints' } });
    expect(await balanceOf(database.db, poor.id)).toBe(50);
    expect((await stockOf(database.db, product.id)).stock).toBe(10);
  });

  it('applies the product’s limit per period per user, counting neither cancelled nor expired orders', async () => {
    const buyer = await createFundedParticipant(database.db, world, 1000);
    const product = await createShopProduct(database.db, world, {
      maxTransactionsPerPeriod: { value: 2, period: 'week' },
    });
    const monday = new Date('2026-03-02T15:00:00Z');
    const results = [];
    for (const [index, day] of [0, 1, 2].entries()) {
      const now = new Date(monday.getTime() + day * 86_400_000);
      results.push(await spendGreenpoints(database.db, buyer.id, spendBody(product), `limit-${index}`, now));
    }
    expect(results.map((result) => result.status)).toEqual([200, 200, 409]);
    expect(results[2]!.body).toMatchObject({ error: { code: 'transactions_limit_reached' } });
    const nextWeek = new Date('2026-03-09T15:00:00Z');
    expect((await spendGreenpoints(database.db, buyer.id, spendBody(product), 'limit-next', nextWeek)).status).toBe(
      200,
    );
    const otherProduct = await createShopProduct(database.db, world);
    expect((await spendGreenpoints(database.db, buyer.id, spendBody(otherProduct), 'limit-other', monday)).status).toBe(
      200,
    );
  });

  it('applies the organisation’s limit of purchases per user and period', async () => {
    const [settings] = await database.db
      .select()
      .from(organisationSettings)
      .where(eq(organisationSettings.organisationId, other.organisation.id));
    const limits = { transactionsOfUserPerPeriod: { value: 1, period: 'day' as const } };
    if (settings) {
      await database.db
        .update(organisationSettings)
        .set({ limits })
        .where(eq(organisationSettings.organisationId, other.organisation.id));
    } else {
      await database.db.insert(organisationSettings).values({ organisationId: other.organisation.id, limits });
    }
    const buyer = await createFundedParticipant(database.db, other, 1000);
    const [first, second] = [await createShopProduct(database.db, other), await createShopProduct(database.db, other)];
    const now = new Date('2026-04-01T14:00:00Z');
    expect((await spendGreenpoints(database.db, buyer.id, spendBody(first), 'org-1', now)).status).toBe(200);
    const refused = await spendGreenpoints(database.db, buyer.id, spendBody(second), 'org-2', now);
    expect(refused.body).toMatchObject({ error: { code: 'transactions_limit_reached' } });
    const tomorrow = new Date('2026-04-02T14:00:00Z');
    expect((await spendGreenpoints(database.db, buyer.id, spendBody(second), 'org-3', tomorrow)).status).toBe(200);
  });

  it('lists the participant’s own orders, newest first, with pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/v2/orders?pageSize=2', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    const dates = body.data.map((order: { createdAt: string }) => order.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = await app.inject({ method: 'GET', url: '/api/app/v2/orders?pageSize=100', headers: bearer(token) });
    expect(all.json().data.every((order: { id: string }) => order.id !== other.order.id)).toBe(true);
    const basket = await app.inject({
      method: 'GET',
      url: '/api/app/v2/orders?status=active&pageSize=100',
      headers: bearer(token),
    });
    expect(basket.json().data.length).toBeGreaterThan(0);
    expect(basket.json().data.every((order: { status: string }) => order.status === 'active')).toBe(true);
  });

  it('claims a reward for 15 minutes; showing the code within them completes the order and uses the code', async () => {
    const product = await createShopProduct(database.db, world, { isUniqueBarcode: true, codes: 3 });
    const bought = await spend(spendBody(product));
    const orderId = bought.json().data.id;
    const claim = await app.inject({
      method: 'POST',
      url: `/api/app/v2/orders/${orderId}/claim`,
      headers: bearer(token),
    });
    expect(claim.statusCode).toBe(200);
    const claimed = claim.json().data;
    expect(claimed.code).toMatch(/^U-/);
    expect(new Date(claimed.claimExpiresAt).getTime() - new Date(claimed.claimedAt).getTime()).toBe(15 * 60_000);
    const shown = await app.inject({
      method: 'POST',
      url: `/api/app/v2/orders/${orderId}/show-code`,
      headers: bearer(token),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ status: 'completed', code: claimed.code });
    const [code] = await database.db.select().from(productCodes).where(eq(productCodes.orderId, orderId));
    expect(code!.status).toBe('used');
    const again = await app.inject({
      method: 'POST',
      url: `/api/app/v2/orders/${orderId}/claim`,
      headers: bearer(token),
    });
    expect(again.json().error.code).toBe('order_not_claimable');
  });

  it('refuses to show a code after the 15 minutes, and lets the participant claim again', async () => {
    const product = await createShopProduct(database.db, world);
    const buy = async () => {
      const outcome = await spendGreenpoints(database.db, world.participant.id, spendBody(product), randomUUID());
      return (outcome.body as { data: { id: string } }).data.id;
    };
    const [onTime, tooLate] = [await buy(), await buy()];
    const t0 = new Date(Date.now() + 60_000);
    const justInTime = new Date(t0.getTime() + 15 * 60_000 - 1);
    const late = new Date(t0.getTime() + 15 * 60_000);
    await claimOrder(database.db, world.participant.id, onTime, t0);
    expect((await showOrderCode(database.db, world.participant.id, onTime, justInTime)).data.status).toBe('completed');
    await claimOrder(database.db, world.participant.id, tooLate, t0);
    await expect(showOrderCode(database.db, world.participant.id, tooLate, late)).rejects.toMatchObject({
      code: 'claim_expired',
      status: 409,
    });
    const reclaimed = await claimOrder(database.db, world.participant.id, tooLate, late);
    expect(reclaimed.data).toMatchObject({ status: 'active', claimedAt: late.toISOString(), code: product.barCode });
    const completed = await showOrderCode(database.db, world.participant.id, tooLate, late);
    expect(completed.data.status).toBe('completed');
  });

  it('answers 404 for another participant’s order', async () => {
    for (const action of ['claim', 'show-code']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/app/v2/orders/${other.order.id}/${action}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

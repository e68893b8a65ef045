import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { greenpointTransactions, orders, participants, products } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { insertOrder } from './orders.fixtures.ts';

describe.each(TEST_DATABASES)('orders on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let neighbour: Tenancy;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Orders', { externalFor: 'tenant', canEdit: false });
    neighbour = await createTenancy(database.db, 'Voisin');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const account of ['tenant', 'city', 'external'] as const)
      tokens[account] = await signIn(app, world.emails[account]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, token = tokens.tenant!) => app.inject({ method: 'GET', url, headers: bearer(token) });
  const setStatus = (orderId: string, status: string, token = tokens.tenant!) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: bearer(token), payload: { status } });

  describe('list', () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      const db = database.db;
      const at = (day: string) => new Date(`${day}T15:00:00Z`);
      ids = {
        coffee: (
          await insertOrder(db, world, {
            productNameFr: 'Café offert',
            productNameEn: 'Free coffee',
            createdAt: at('2026-03-02'),
            flags: { isCoupon: true },
          })
        ).id,
        bike: (
          await insertOrder(db, world, {
            productNameFr: 'Révision vélo',
            productNameEn: 'Bike service',
            status: 'completed',
            createdAt: at('2026-03-10'),
            flags: { isDelivery: true },
          })
        ).id,
        late: (
          await insertOrder(db, world, {
            productNameFr: 'Panier bio',
            productNameEn: 'Organic basket',
            status: 'cancelled',
            createdAt: at('2026-04-01'),
            flags: { isQrCode: true },
          })
        ).id,
      };
      await insertOrder(db, neighbour, { productNameFr: 'Café du voisin', createdAt: at('2026-03-05') });
    });
    const numbersOf = (response: Awaited<ReturnType<typeof get>>) =>
      (response.json().data as { id: string }[]).map((order) => order.id);

    it('filters by dates of the city, status, product name in either language and product type', async () => {
      expect(numbersOf(await get('/api/orders?from=2026-03-01&to=2026-03-31'))).toEqual([ids.bike, ids.coffee]);
      expect(numbersOf(await get('/api/orders?status=completed'))).toEqual([ids.bike]);
      expect(numbersOf(await get('/api/orders?productName=CAFÉ'))).toEqual([ids.coffee]);
      expect(numbersOf(await get('/api/orders?productName=basket'))).toEqual([ids.late]);
      expect(numbersOf(await get('/api/orders?productName=%25'))).toEqual([]);
      expect(numbersOf(await get('/api/orders?productType=delivery'))).toEqual([ids.bike]);
      expect(numbersOf(await get('/api/orders?productType=qrCode&status=cancelled'))).toEqual([ids.late]);
    });

    it('counts days in the city time zone (New York by default)', async () => {
      const evening = await insertOrder(database.db, world, { createdAt: new Date('2026-05-02T02:30:00Z') });
      expect(numbersOf(await get('/api/orders?from=2026-05-01&to=2026-05-01'))).toEqual([evening.id]);
      expect(numbersOf(await get('/api/orders?from=2026-05-02&to=2026-05-02'))).toEqual([]);
      await database.db.delete(orders).where(eq(orders.id, evening.id));
    });

    it('shows a merchant its orders only, and a city admin every merchant of its city, by tenant on demand', async () => {
      const own = await get('/api/orders?pageSize=100');
      expect(own.json().data.every((order: { tenantId: string }) => order.tenantId === world.tenant.id)).toBe(true);
      const city = await get('/api/orders?pageSize=100', tokens.city!);
      expect(city.statusCode).toBe(200);
      expect(city.json().total).toBe(own.json().total);
      expect(city.body).not.toContain(neighbour.tenant.id);
      const foreign = await get(`/api/orders?tenantId=${neighbour.tenant.id}`, tokens.city!);
      expect(foreign.statusCode).toBe(404);
      expect((await get(`/api/orders/${neighbour.order.id}`, tokens.city!)).statusCode).toBe(404);
      const detail = await get(`/api/orders/${ids.coffee}`, tokens.city!);
      expect(detail.json().data).toMatchObject({
        productNameFr: 'Café offert',
        tenantName: world.tenant.name,
        price: 5,
      });
    });

    it('refuses a bad page size, cursor or date with a 400', async () => {
      expect((await get('/api/orders?pageSize=7')).statusCode).toBe(400);
      expect((await get('/api/orders?cursor=abc')).json().error.code).toBe('validation_failed');
      expect((await get('/api/orders?from=03/01/2026')).statusCode).toBe(400);
    });
  });

  it('pages with a cursor without duplicates or gaps when many orders share a timestamp', async () => {
    const paging = await createTenancy(database.db, 'Paging');
    const token = await signIn(app, paging.emails.tenant);
    const same = new Date('2026-06-01T10:00:00.123456Z');
    for (let index = 0; index < 23; index++) await insertOrder(database.db, paging, { createdAt: same });
    await insertOrder(database.db, paging, { createdAt: new Date('2026-06-01T10:00:00.124Z') });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`/api/orders?pageSize=10${cursor ? `&cursor=${cursor}` : ''}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(25);
      seen.push(...response.json().data.map((order: { id: string }) => order.id));
      cursor = response.json().nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const all = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, paging.tenant.id));
    expect([...seen].sort()).toEqual(all.map((row) => row.id).sort());
  });

  describe('transitions', () => {
    it('lets the merchant complete an active or held order and nothing else', async () => {
      const active = await insertOrder(database.db, world);
      const held = await insertOrder(database.db, world, { status: 'on_hold' });
      const completed = await setStatus(active.id, 'completed');
      expect(completed.statusCode).toBe(200);
      expect(completed.json().data).toMatchObject({ status: 'completed' });
      expect(completed.json().data.completedAt).not.toBeNull();
      expect((await setStatus(held.id, 'completed')).statusCode).toBe(200);
      for (const [order, status] of [
        [active.id, 'active'],
        [active.id, 'cancelled'],
        [(await insertOrder(database.db, world)).id, 'cancelled'],
        [(await insertOrder(database.db, world, { status: 'expired' })).id, 'completed'],
      ] as const) {
        const refused = await setStatus(order, status);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.code).toBe('invalid_order_transition');
      }
    });

    it('refuses a read-only co-admin of the merchant, and another merchant', async () => {
      const order = await insertOrder(database.db, world);
      expect((await setStatus(order.id, 'completed', tokens.external!)).statusCode).toBe(403);
      const other = await signIn(app, neighbour.emails.tenant);
      expect((await setStatus(order.id, 'completed', other)).statusCode).toBe(404);
    });

    it('lets a city admin complete, reverse to active, and refuses what is not a transition', async () => {
      const order = await insertOrder(database.db, world);
      expect((await setStatus(order.id, 'completed', tokens.city!)).json().data.status).toBe('completed');
      const reversed = await setStatus(order.id, 'active', tokens.city!);
      expect(reversed.json().data).toMatchObject({ status: 'active', completedAt: null });
      expect((await setStatus(order.id, 'active', tokens.city!)).statusCode).toBe(409);
      expect((await setStatus(order.id, 'on_hold', tokens.city!)).statusCode).toBe(409);
      const expired = await insertOrder(database.db, world, { status: 'expired', refunded: true });
      expect((await setStatus(expired.id, 'active', tokens.city!)).statusCode).toBe(409);
    });

    it('refunds a cancelled order exactly once, even when two admins cancel at the same moment, and reinstates it', async () => {
      const db = database.db;
      const order = await insertOrder(db, world);
      const balanceOf = async () =>
        (await db.select().from(participants).where(eq(participants.id, world.participant.id)))[0]!.greenpointBalance;
      const stockOf = async () => (await db.select().from(products).where(eq(products.id, world.product.id)))[0]!.stock;
      const refundsOf = () =>
        db
          .select()
          .from(greenpointTransactions)
          .where(and(eq(greenpointTransactions.orderId, order.id), gt(greenpointTransactions.transactionValue, 0)));
      const [balance, stock] = [await balanceOf(), await stockOf()];
      const results = await Promise.all([
        setStatus(order.id, 'cancelled', tokens.city!),
        setStatus(order.id, 'cancelled', tokens.city!),
      ]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await refundsOf()).toHaveLength(1);
      expect(await balanceOf()).toBe(balance + 500);
      expect(await stockOf()).toBe(stock + 1);
      const detail = await get(`/api/orders/${order.id}`, tokens.city!);
      expect(detail.json().data).toMatchObject({ status: 'cancelled', refunded: true });

      const reinstated = await setStatus(order.id, 'active', tokens.city!);
      expect(reinstated.statusCode).toBe(200);
      expect(reinstated.json().data).toMatchObject({ status: 'active', refunded: false, cancelledAt: null });
      expect(await refundsOf()).toHaveLength(0);
      expect(await balanceOf()).toBe(balance);
      expect(await stockOf()).toBe(stock);
    });
  });

  it('sets the delivery status and tracking number, as the merchant or the city', async () => {
    const order = await insertOrder(database.db, world);
    const patch = (payload: Record<string, unknown>, token = tokens.tenant!) =>
      app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/delivery`, headers: bearer(token), payload });
    const prepared = await patch({ deliveryStatus: 'prepared', trackingNumber: '  1Z999AA10123456784 ' });
    expect(prepared.json().data).toMatchObject({ deliveryStatus: 'prepared', trackingNumber: '1Z999AA10123456784' });
    const delivered = await patch({ deliveryStatus: 'delivered', trackingNumber: '' }, tokens.city!);
    expect(delivered.json().data).toMatchObject({ deliveryStatus: 'delivered', trackingNumber: null });
    expect((await patch({ deliveryStatus: 'lost' })).statusCode).toBe(400);
    expect((await patch({ deliveryStatus: 'pickup' }, tokens.external!)).statusCode).toBe(403);
    await database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const cancelled = await patch({ deliveryStatus: 'delivered' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('order_cancelled');
  });
});

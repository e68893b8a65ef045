import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { orders, products } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { bucketsBetween } from './tenant-dashboard.service.ts';
import { insertOrder } from './orders.fixtures.ts';

describe('dashboard buckets', () => {
  it('lists every day or month of a range, across a year end', () => {
    expect(bucketsBetween('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(bucketsBetween('2026-11-15', '2027-02-01', 'month')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe.each(TEST_DATABASES)('merchant dashboard on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let neighbour: Tenancy;
  const tokens: Record<string, string> = {};
  const placed: {
    createdAt: Date;
    status: 'active' | 'completed' | 'cancelled' | 'expired';
    value: number;
    name: string;
  }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Tableau');
    neighbour = await createTenancy(database.db, 'Ailleurs');
    await database.db.delete(orders).where(eq(orders.tenantId, world.tenant.id));
    const [bike] = await database.db
      .insert(products)
      .values({
        tenantId: world.tenant.id,
        cityId: world.city.id,
        titleFr: 'Vélo',
        titleEn: 'Bike',
        price: '2',
        stock: 40,
        initialStock: 40,
      })
      .returning();
    const statuses = ['active', 'completed', 'cancelled', 'expired'] as const;
    for (let index = 0; index < 40; index++) {
      const order = {
        // 17:00 UTC is noon in New York, so the city day is the UTC date
        createdAt: new Date(Date.UTC(2026, 1, 1 + ((index * 7) % 59), 17)),
        status: statuses[index % 4]!,
        value: 100 * (1 + (index % 4)),
        name: index % 5 === 0 ? 'Vélo' : 'Café',
      };
      placed.push(order);
      await insertOrder(database.db, world, {
        createdAt: order.createdAt,
        status: order.status,
        transactionValue: order.value,
        productNameFr: order.name,
        productId: order.name === 'Vélo' ? bike!.id : world.product.id,
      });
    }
    // after midnight UTC, still the evening before in New York
    await insertOrder(database.db, world, {
      createdAt: new Date('2026-03-01T03:00:00Z'),
      transactionValue: 50,
      productNameFr: 'Café',
    });
    placed.push({
      createdAt: new Date('2026-02-28T12:00:00Z'),
      status: 'active',
      value: 50,
      name: world.product.titleFr,
    });
    await database.db.update(products).set({ stock: 1, initialStock: 20 }).where(eq(products.id, world.product.id));
    await database.db.insert(products).values({
      tenantId: world.tenant.id,
      cityId: world.city.id,
      titleFr: 'Plein stock',
      titleEn: 'Full',
      price: '1',
      stock: 50,
      initialStock: 50,
    });
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.tenant = await signIn(app, world.emails.tenant);
    tokens.city = await signIn(app, world.emails.city);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (query: string, token = tokens.tenant!, tenantId = world.tenant.id) =>
    app.inject({ method: 'GET', url: `/api/tenants/${tenantId}/dashboard?${query}`, headers: bearer(token) });

  it('sums and counts redeemed orders (neither cancelled nor expired) by day, as a direct computation does', async () => {
    const response = await get('period=day&from=2026-02-01&to=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json().data;
    const inFebruary = placed.filter(
      (order) =>
        order.createdAt.toISOString().slice(0, 7) === '2026-02' && !['cancelled', 'expired'].includes(order.status),
    );
    expect(body.series).toHaveLength(28);
    for (const point of body.series) {
      const same = inFebruary.filter((order) => order.createdAt.toISOString().slice(0, 10) === point.bucket);
      expect(point).toEqual({
        bucket: point.bucket,
        count: same.length,
        greenpoints: same.reduce((sum, order) => sum + order.value, 0),
      });
    }
    expect(body.totals).toEqual({
      count: inFebruary.length,
      greenpoints: inFebruary.reduce((sum, o) => sum + o.value, 0),
    });
    expect(body.previousTotals).toMatchObject({ from: '2026-01-01', to: '2026-01-31', count: 0, greenpoints: 0 });
    const byStatus = Object.fromEntries(
      body.ordersByStatus.map((row: { status: string; count: number }) => [row.status, row.count]),
    );
    const allFebruary = placed.filter((order) => order.createdAt.toISOString().slice(0, 7) === '2026-02');
    expect(byStatus.cancelled).toBe(allFebruary.filter((order) => order.status === 'cancelled').length);
    const cafe = inFebruary.filter((order) => order.name !== 'Vélo');
    expect(body.topProducts[0]).toEqual({
      productId: world.product.id,
      name: 'Café',
      nameEn: world.product.titleEn,
      count: cafe.length,
      greenpoints: cafe.reduce((sum, order) => sum + order.value, 0),
    });
    expect(body.topProducts.find((row: { name: string }) => row.name === 'Vélo').count).toBe(
      inFebruary.filter((order) => order.name === 'Vélo').length,
    );
  });

  it('groups by month and lists products low on stock', async () => {
    const body = (await get('period=month&from=2026-01-01&to=2026-04-30')).json().data;
    const kept = placed.filter((order) => !['cancelled', 'expired'].includes(order.status));
    expect(body.series.map((point: { bucket: string }) => point.bucket)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    for (const point of body.series) {
      const same = kept.filter((order) => order.createdAt.toISOString().slice(0, 7) === point.bucket);
      expect(point.count).toBe(same.length);
      expect(point.greenpoints).toBe(same.reduce((sum, order) => sum + order.value, 0));
    }
    expect(body.lowStock).toEqual([
      {
        productId: world.product.id,
        titleFr: world.product.titleFr,
        titleEn: world.product.titleEn,
        stock: 1,
        initialStock: 20,
      },
    ]);
  });

  it('defaults to the last 30 days, or the last 12 months, up to today in the city', async () => {
    const days = (await get('period=day')).json().data;
    expect(days.series).toHaveLength(30);
    expect(days.to).toBe(new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York' }).format(new Date()));
    const months = (await get('period=month')).json().data;
    expect(months.series).toHaveLength(12);
    expect(months.series.at(-1).bucket).toBe(months.to.slice(0, 7));
  });

  it('lets the city admin read it, not another merchant, and refuses a reversed range', async () => {
    expect((await get('period=day', tokens.city)).statusCode).toBe(200);
    expect((await get('period=day', tokens.tenant, neighbour.tenant.id)).statusCode).toBe(404);
    expect((await get('period=day&from=2026-03-01&to=2026-02-01')).statusCode).toBe(400);
  });
});

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { products, tenants } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn, TEST_ORIGIN } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('products on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let other: Tenancy;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Prod');
    other = await createTenancy(database.db, 'ProdOther');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const account of ['city', 'tenant', 'participant'] as const)
      tokens[account] = await signIn(app, world.emails[account]);
    tokens.otherCity = await signIn(app, other.emails.city);
    tokens.otherParticipant = await signIn(app, other.emails.participant);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    titleFr: 'Café offert',
    titleEn: 'Free coffee',
    bodyTextFr: 'Un café au comptoir',
    bodyTextEn: 'A coffee at the counter',
    price: 12.34,
    stock: 4,
    initialStock: 10,
    steps: ['Présentez le code', 'Savourez'],
    stepsEn: ['Show the code', 'Enjoy'],
    isUniqueQrcode: true,
    maxTransactionsPerPeriod: { value: 2, period: 'week' },
    categoryIds: [world.category.id],
    ...extra,
  });
  const create = (payload: unknown, token = tokens.tenant!) =>
    app.inject({ method: 'POST', url: '/api/products', headers: bearer(token), payload: payload as object });
  const productCount = async (tenantId: string) => {
    const [row] = await database.db
      .select({ count: tenants.productCount })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return row!.count;
  };

  it('creates a product waiting for approval, with greenpoints = 100 × price and the merchant count + 1', async () => {
    const before = await productCount(world.tenant.id);
    const created = await create(body());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      titleFr: 'Café offert',
      price: 12.34,
      greenpoints: 1234,
      isApproved: false,
      status: 'need_approval',
      tenantId: world.tenant.id,
      tenantName: world.tenant.name,
      steps: ['Présentez le code', 'Savourez'],
      maxTransactionsPerPeriod: { value: 2, period: 'week' },
      categories: [{ id: world.category.id, nameFr: world.category.nameFr }],
    });
    expect(await productCount(world.tenant.id)).toBe(before + 1);
    const [stored] = await database.db.select().from(products).where(eq(products.id, created.json().data.id));
    expect(stored!.greenpoints).toBe(1234);
  });

  it('refuses a maxTransactionsPerPeriod value that is not a number, a foreign URL host and more than 5 steps', async () => {
    const notNumber = await create(body({ maxTransactionsPerPeriod: { value: 'deux', period: 'week' } }));
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().error.code).toBe('max_transactions_not_a_number');
    const url = await create(body({ productUrl: 'https://elsewhere.example.org/cafe' }));
    expect(url.statusCode).toBe(400);
    expect(url.json().error.code).toBe('product_url_invalid');
    const goodUrl = await create(body({ productUrl: `${TEST_ORIGIN}/boutique/cafe` }));
    expect(goodUrl.statusCode).toBe(201);
    const steps = await create(body({ steps: ['1', '2', '3', '4', '5', '6'] }));
    expect(steps.statusCode).toBe(400);
    expect(steps.json().error.code).toBe('validation_failed');
    const decimals = await create(body({ price: 1.234 }));
    expect(decimals.statusCode).toBe(400);
    const foreignCategory = await create(body({ categoryIds: [other.category.id] }));
    expect(foreignCategory.statusCode).toBe(400);
  });

  it('refuses two code types at once, naming each flag, on creation and on edit; one type or none passes', async () => {
    const both = await create(body({ isQrCode: true, isUniqueQrcode: true }));
    expect(both.statusCode).toBe(400);
    expect(both.json().error.code).toBe('product_code_types_conflict');
    expect(both.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'isUniqueQrcode',
      'isQrCode',
    ]);
    const deliveryAndCode = await create(body({ isUniqueQrcode: false, isDelivery: true, isBarCode: true }));
    expect(deliveryAndCode.json().error.code).toBe('product_code_types_conflict');
    const none = await create(body({ isUniqueQrcode: false }));
    expect(none.statusCode).toBe(201);
    const id = (await create(body({ isUniqueQrcode: false, isDelivery: true }))).json().data.id as string;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(tokens.tenant!),
      payload: body({ isUniqueQrcode: false, isDelivery: true, isCoupon: true }),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.code).toBe('product_code_types_conflict');
    const [stored] = await database.db.select().from(products).where(eq(products.id, id));
    expect(stored).toMatchObject({ isDelivery: true, isCoupon: false });
  });

  it('lets only a city admin of the same city approve, then a merchant edit of the price asks for approval again', async () => {
    const id = (await create(body())).json().data.id as string;
    const byTenant = await app.inject({
      method: 'POST',
      url: `/api/products/${id}/approve`,
      headers: bearer(tokens.tenant!),
    });
    expect(byTenant.statusCode).toBe(403);
    const byOtherCity = await app.inject({
      method: 'POST',
      url: `/api/products/${id}/approve`,
      headers: bearer(tokens.otherCity!),
    });
    expect(byOtherCity.statusCode).toBe(404);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/products/${id}/approve`,
      headers: bearer(tokens.city!),
    });
    expect(approved.json().data).toMatchObject({ isApproved: true, status: 'active' });
    expect(approved.json().data.approvedAt).not.toBeNull();

    const stockOnly = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(tokens.tenant!),
      payload: body({ stock: 9 }),
    });
    expect(stockOnly.json().data).toMatchObject({ stock: 9, status: 'active', isApproved: true });
    const newPrice = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(tokens.tenant!),
      payload: body({ stock: 9, price: 20 }),
    });
    expect(newPrice.json().data).toMatchObject({ greenpoints: 2000, status: 'need_approval', isApproved: false });
  });

  it('lists the tenant its own products and the city admin the city ones, with status, search and tenant filters', async () => {
    await create(body({ titleFr: 'Vélo en location', titleEn: 'Bike rental' }));
    const own = await app.inject({ method: 'GET', url: '/api/products?search=vélo', headers: bearer(tokens.tenant!) });
    expect(own.json().data.map((product: { titleFr: string }) => product.titleFr)).toEqual(['Vélo en location']);
    const city = await app.inject({
      method: 'GET',
      url: `/api/products?tenantId=${world.tenant.id}&status=need_approval&pageSize=2&page=1`,
      headers: bearer(tokens.city!),
    });
    expect(city.statusCode).toBe(200);
    expect(city.json().data).toHaveLength(2);
    expect(city.json().total).toBeGreaterThan(2);
    expect(city.json().data.every((product: { status: string }) => product.status === 'need_approval')).toBe(true);
    const foreign = await app.inject({ method: 'GET', url: '/api/products', headers: bearer(tokens.otherCity!) });
    expect(foreign.body).not.toContain(world.tenant.id);
  });

  it('deletes softly: the product leaves the lists and the count, and a second delete finds nothing', async () => {
    const id = (await create(body({ titleFr: 'À supprimer' }))).json().data.id as string;
    const before = await productCount(world.tenant.id);
    const removed = await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(tokens.tenant!) });
    expect(removed.statusCode).toBe(204);
    expect(await productCount(world.tenant.id)).toBe(before - 1);
    const again = await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(tokens.tenant!) });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(`Product ${id} doesn't exists`);
    const list = await app.inject({ method: 'GET', url: '/api/products', headers: bearer(tokens.tenant!) });
    expect(list.body).not.toContain(id);
    const deleted = await app.inject({
      method: 'GET',
      url: '/api/products?status=deleted',
      headers: bearer(tokens.tenant!),
    });
    expect(deleted.body).toContain(id);
  });

  it('shows participants only the approved, active, unexpired products of their city', async () => {
    const approvedId = (await create(body({ titleFr: 'Catalogue visible', displayingOrder: 0 }))).json().data.id;
    const pendingId = (await create(body({ titleFr: 'Catalogue en attente' }))).json().data.id;
    const expiredId = (
      await create(body({ titleFr: 'Catalogue expiré', expirationDate: '2020-01-01T00:00:00.000Z' }))
    ).json().data.id;
    const disabledId = (await create(body({ titleFr: 'Catalogue désactivé' }))).json().data.id;
    for (const id of [approvedId, expiredId, disabledId])
      await app.inject({ method: 'POST', url: `/api/products/${id}/approve`, headers: bearer(tokens.city!) });
    await app.inject({ method: 'POST', url: `/api/products/${disabledId}/disable`, headers: bearer(tokens.city!) });

    const catalogue = await app.inject({
      method: 'GET',
      url: '/api/app/v2/products?pageSize=200',
      headers: bearer(tokens.participant!),
    });
    expect(catalogue.statusCode).toBe(200);
    const ids = catalogue.json().data.map((product: { id: string }) => product.id);
    expect(ids).toContain(approvedId);
    for (const id of [pendingId, expiredId, disabledId, world.product.id]) expect(ids).not.toContain(id);
    const visible = catalogue.json().data.find((product: { id: string }) => product.id === approvedId);
    expect(visible).toMatchObject({
      greenpoints: 1234,
      tenantName: world.tenant.name,
      stepsEn: ['Show the code', 'Enjoy'],
    });
    expect(visible).not.toHaveProperty('barCode');

    const elsewhere = await app.inject({
      method: 'GET',
      url: '/api/app/v2/products',
      headers: bearer(tokens.otherParticipant!),
    });
    expect(elsewhere.json().data.map((product: { id: string }) => product.id)).not.toContain(approvedId);
    const dashboard = await app.inject({ method: 'GET', url: '/api/app/v2/products', headers: bearer(tokens.tenant!) });
    expect(dashboard.statusCode).toBe(403);
  });

  it('lets a city admin create a product for a merchant of its city only', async () => {
    const missing = await create(body(), tokens.city!);
    expect(missing.statusCode).toBe(400);
    const forOwn = await create(body({ tenantId: world.tenant.id }), tokens.city!);
    expect(forOwn.statusCode).toBe(201);
    expect(forOwn.json().data.status).toBe('need_approval');
    const forOther = await create(body({ tenantId: other.tenant.id, categoryIds: [] }), tokens.city!);
    expect(forOther.statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCanSell } from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import { tenants } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { createShopProduct, fund, spendBody } from '../spending/spending.fixtures.ts';

describe('merchantCanSell', () => {
  it('is true only once the city approved the merchant', () => {
    expect(merchantCanSell({ approvedAt: null })).toBe(false);
    expect(merchantCanSell({ approvedAt: new Date() })).toBe(true);
    expect(merchantCanSell({ approvedAt: '2026-11-25T10:00:00Z' })).toBe(true);
  });
});

describe.each(TEST_DATABASES)('a merchant the city has not approved cannot sell, on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Approval');
    await fund(database.db, world.participant.id, world.city.id, 1000);
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    token = await signIn(app, world.emails.participant);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const catalogueIds = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/v2/products', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { id: string }[]).map((product) => product.id);
  };
  const spend = (product: { id: string; greenpoints: number }) =>
    app.inject({
      method: 'POST',
      url: '/api/app/v2/transaction/spend',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: spendBody(product),
    });

  it('hides its products from the catalogue and refuses their purchase until the city approves it', async () => {
    await database.db.update(tenants).set({ approvedAt: null }).where(eq(tenants.id, world.tenant.id));
    const product = await createShopProduct(database.db, world);
    expect(await catalogueIds()).not.toContain(product.id);
    const refused = await spend(product);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('product_not_available');

    await database.db.update(tenants).set({ approvedAt: new Date() }).where(eq(tenants.id, world.tenant.id));
    expect(await catalogueIds()).toContain(product.id);
    expect((await spend(product)).statusCode).toBe(200);
  });

  it("tells the merchant's dashboard whether it can sell yet (GET /api/me)", async () => {
    const merchant = await signIn(app, world.emails.tenant);
    const canSell = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(merchant) });
      expect(response.statusCode).toBe(200);
      return response.json().data.tenant.canSell as boolean;
    };
    await database.db.update(tenants).set({ approvedAt: null }).where(eq(tenants.id, world.tenant.id));
    expect(await canSell()).toBe(false);
    await database.db.update(tenants).set({ approvedAt: new Date() }).where(eq(tenants.id, world.tenant.id));
    expect(await canSell()).toBe(true);
  });
});

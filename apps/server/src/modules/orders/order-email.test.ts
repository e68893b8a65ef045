import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { orders, products } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';
import { insertOrder } from './orders.fixtures.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('order email on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let neighbour: Tenancy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startTestSmtp();
    world = await createTenancy(database.db, 'Courriel');
    neighbour = await createTenancy(database.db, 'Autre');
    await database.db
      .update(products)
      .set({ steps: ['Présentez le code en caisse', 'Profitez de votre café'] })
      .where(eq(products.id, world.product.id));
    await database.db.update(orders).set({ code: 'CAFE-2026-XYZ' }).where(eq(orders.id, world.order.id));
    ({ app } = await createTestApp(database, { signInRateLimit: 1000, smtpUrl: smtp.url }));
    tokens.tenant = await signIn(app, world.emails.tenant);
    tokens.city = await signIn(app, world.emails.city);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  const send = (payload: Record<string, unknown>, token = tokens.tenant!) =>
    app.inject({ method: 'POST', url: '/api/messagingApi/sendOrderSentEmail', headers: bearer(token), payload });

  it('emails the customer in French with the order number, product, code, merchant and redeem steps', async () => {
    const response = await send({ orderId: world.order.id, tenantId: world.tenant.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'sent' });
    const mail = await smtp.waitFor((message) => message.to.includes(world.emails.participant));
    const body = decodeUtf8QuotedPrintable(mail.raw);
    expect(body).toContain(`Votre commande n° ${world.order.orderNumber}`);
    expect(body).toContain(world.product.titleFr);
    expect(body).toContain('CAFE-2026-XYZ');
    expect(body).toContain(world.tenant.name);
    expect(body).toContain('Présentez le code en caisse');
  });

  it("answers 'orderId and tenantId are required' when either is missing", async () => {
    for (const payload of [{}, { orderId: world.order.id }, { tenantId: world.tenant.id }]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'order_and_tenant_required',
        message: 'orderId and tenantId are required',
      });
    }
  });

  it('answers 404 for an order of another merchant or city, or a mismatched tenant', async () => {
    expect((await send({ orderId: neighbour.order.id, tenantId: neighbour.tenant.id })).statusCode).toBe(404);
    expect((await send({ orderId: world.order.id, tenantId: neighbour.tenant.id })).statusCode).toBe(404);
    expect((await send({ orderId: 'not-an-id', tenantId: world.tenant.id })).statusCode).toBe(404);
    expect((await send({ orderId: neighbour.order.id, tenantId: neighbour.tenant.id }, tokens.city)).statusCode).toBe(
      404,
    );
    const cityAdmin = await send({ orderId: world.order.id, tenantId: world.tenant.id }, tokens.city);
    expect(cityAdmin.statusCode).toBe(200);
  });

  it('refuses to email a cancelled order', async () => {
    const cancelled = await insertOrder(database.db, world, { status: 'cancelled' });
    const response = await send({ orderId: cancelled.id, tenantId: world.tenant.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('order_cancelled');
  });
});

function decodeUtf8QuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

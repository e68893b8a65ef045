import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { bearer, createTestApp, signIn, TEST_ORIGIN } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { decodeMailBody, startTestSmtp } from '../../test/test-smtp.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { MERCHANT_ID_PATTERN } from '../stores/merchant-id.ts';

describe.each(TEST_DATABASES)('merchants, stores and categories on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let coAdminWorld: Tenancy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startTestSmtp();
    world = await createTenancy(database.db, 'Merch');
    coAdminWorld = await createTenancy(database.db, 'MerchCo', { externalFor: 'city', canEdit: true });
    ({ app } = await createTestApp(database, { smtpUrl: smtp.url, signInRateLimit: 1000 }));
    tokens.city = await signIn(app, world.emails.city);
    tokens.tenant = await signIn(app, world.emails.tenant);
    tokens.coAdmin = await signIn(app, coAdminWorld.emails.external);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  const register = (email: string, payload: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/register/tenant',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Vélo Laval',
        firstName: 'Marie',
        lastName: 'Gagnon',
        email,
        phone: '450 555-0101',
        street: '12 boulevard des Laurentides',
        city: 'Laval',
        postalCode: 'H7N 1A1',
        website: 'https://velo-laval.test',
        cityId: world.city.id,
        language: 'fr',
        acceptTerms: true,
        acceptPrivacy: true,
        ...payload,
      },
    });
  const as = (token: string) => bearer(token);
  const pendingIdOf = async (email: string) => {
    const list = await app.inject({ method: 'GET', url: '/api/pending-tenants', headers: as(tokens.city!) });
    return (list.json().data as { id: string; email: string }[]).find((row) => row.email === email)?.id;
  };
  /** The confirmation link of the merchant's registration, read from its email (the answer never has it). */
  const confirmationLinkOf = async (email: string) => {
    const mail = await smtp.waitFor(
      (message) => message.to.includes(email) && decodeMailBody(message.raw).includes('confirm-tenant'),
    );
    const link = decodeMailBody(mail.raw).match(/https?:\/\/[^\s"<]+confirm-tenant\?pendingTenantId=[0-9a-f-]{36}/)![0];
    return new URL(link).searchParams.get('pendingTenantId')!;
  };

  it('registers a merchant, lets the city admin confirm it, and the merchant signs in after choosing a password', async () => {
    const registered = await register('marie@velo-laval.test');
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ data: { emailSent: true } });
    const pendingTenantId = (await pendingIdOf('marie@velo-laval.test'))!;
    expect(await confirmationLinkOf('marie@velo-laval.test')).toBe(pendingTenantId);
    const list = await app.inject({ method: 'GET', url: '/api/pending-tenants', headers: as(tokens.city!) });
    expect(list.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: pendingTenantId, name: 'Vélo Laval', confirmed: false })]),
    );

    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/pending-tenants/${pendingTenantId}/confirm`,
      headers: as(tokens.city!),
    });
    expect(confirmed.statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: `/api/pending-tenants/${pendingTenantId}/confirm`,
      headers: as(tokens.city!),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('tenant_already_confirmed');

    const mail = await smtp.waitFor(
      (message) =>
        message.to.includes('marie@velo-laval.test') && decodeMailBody(message.raw).includes('reset-password'),
    );
    expect(decodeMailBody(mail.raw)).toContain('Choisir mon mot de passe');
    const link = new URL(
      decodeMailBody(mail.raw)
        .match(/https?:\/\/[^\s"<]+reset-password\/[^\s"<]+/)![0]
        .replaceAll('&amp;', '&'),
    );
    const callback = await app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(callback.headers.location as string, TEST_ORIGIN).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'Velo-Laval-2026', token },
    });
    expect(reset.statusCode).toBe(200);
    const merchant = await signIn(app, 'marie@velo-laval.test', 'Velo-Laval-2026');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: as(merchant) });
    expect(me.json().data).toMatchObject({ role: 'tenant', tenantId: confirmed.json().data.tenantId });
    const stores = await app.inject({ method: 'GET', url: '/api/stores', headers: as(merchant) });
    expect(stores.json().data).toEqual([
      expect.objectContaining({
        name: 'Vélo Laval',
        address: '12 boulevard des Laurentides, Laval',
        status: 'confirmed',
        code: expect.stringMatching(MERCHANT_ID_PATTERN),
      }),
    ]);
  });

  it('lets the merchant confirm through the emailed link by choosing a password, once; the city approves it then', async () => {
    expect((await register('luc@cafe-central.test', { name: 'Café Central' })).statusCode).toBe(201);
    const pendingTenantId = await confirmationLinkOf('luc@cafe-central.test');
    const shown = await app.inject({ method: 'GET', url: `/api/public/pending-tenants/${pendingTenantId}` });
    expect(shown.json().data).toMatchObject({ name: 'Café Central', email: 'luc@cafe-central.test', confirmed: false });
    expect(Object.keys(shown.json().data)).not.toContain('cityId');
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: `/api/public/pending-tenants/${pendingTenantId}/confirm`,
        headers: { origin: TEST_ORIGIN },
        payload: { password: 'Cafe-Central-2026' },
      });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    const session = String(first.headers['set-auth-token']);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: as(session) });
    expect(me.json().data).toMatchObject({ role: 'tenant', cityId: world.city.id });
    const second = await confirm();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('tenant_already_confirmed');
    await signIn(app, 'luc@cafe-central.test', 'Cafe-Central-2026');
    // Confirmed by the merchant, still in the city's pending list until the city approves it.
    const pending = await app.inject({ method: 'GET', url: '/api/pending-tenants', headers: as(tokens.city!) });
    expect(pending.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: pendingTenantId, confirmed: true, approved: false })]),
    );
    const approve = () =>
      app.inject({ method: 'POST', url: `/api/pending-tenants/${pendingTenantId}/confirm`, headers: as(tokens.city!) });
    const approved = await approve();
    expect(approved.statusCode).toBe(201);
    expect(approved.json().data.tenantId).toBe(me.json().data.tenantId);
    expect((await approve()).json().error.code).toBe('tenant_already_confirmed');
    expect(await pendingIdOf('luc@cafe-central.test')).toBeUndefined();
    const missing = await app.inject({
      method: 'GET',
      url: '/api/public/pending-tenants/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers an email already used as a new one (the email says the rest), and refuses missing terms', async () => {
    const used = await register(world.emails.organisation);
    expect(used.statusCode).toBe(201);
    expect(used.json()).toEqual({ data: { emailSent: true } });
    await smtp.waitFor(
      (message) => message.to.includes(world.emails.organisation) && decodeMailBody(message.raw).includes('/login'),
    );
    expect(await pendingIdOf(world.emails.organisation)).toBeUndefined();
    const terms = await register('new@shop.test', { acceptPrivacy: false });
    expect(terms.json().error.code).toBe('terms_not_accepted');
    const bad = await register('not-an-email');
    expect(bad.statusCode).toBe(400);
  });

  it('lets only city admins create, edit and delete stores', async () => {
    const body = { tenantId: world.tenant.id, firstName: 'Boutique', lastName: 'Gare', city: 'Laval' };
    const refusedTenant = await app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: as(tokens.tenant!),
      payload: body,
    });
    expect(refusedTenant.statusCode).toBe(403);
    const refusedCoAdmin = await app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: as(tokens.coAdmin!),
      payload: { ...body, tenantId: coAdminWorld.tenant.id },
    });
    expect(refusedCoAdmin.statusCode).toBe(403);

    const created = await app.inject({ method: 'POST', url: '/api/stores', headers: as(tokens.city!), payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Boutique Gare',
      address: 'Laval',
      status: 'confirmed',
      code: '',
    });
    const id = created.json().data.id;
    for (const token of [tokens.tenant!, tokens.coAdmin!]) {
      const put = await app.inject({ method: 'PUT', url: `/api/stores/${id}`, headers: as(token), payload: body });
      expect([403, 404]).toContain(put.statusCode);
      const del = await app.inject({ method: 'DELETE', url: `/api/stores/${id}`, headers: as(token) });
      expect([403, 404]).toContain(del.statusCode);
      const code = await app.inject({ method: 'GET', url: '/api/getNewMerchantId', headers: as(token) });
      expect(code.statusCode).toBe(403);
    }
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/stores/${id}`,
      headers: as(tokens.city!),
      payload: { ...body, street: '1 place de la Gare', merchantId: 'mv-abc234' },
    });
    expect(edited.json().data).toMatchObject({ address: '1 place de la Gare, Laval', code: 'MV-ABC234' });
    const taken = await app.inject({
      method: 'PUT',
      url: `/api/stores/${world.store.id}`,
      headers: as(tokens.city!),
      payload: { firstName: 'Boutique Merch', merchantId: 'MV-ABC234' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('merchant_id_taken');

    const filtered = await app.inject({
      method: 'GET',
      url: `/api/stores?tenantId=${world.tenant.id}`,
      headers: as(tokens.city!),
    });
    expect(filtered.json().data.every((store: { tenantId: string }) => store.tenantId === world.tenant.id)).toBe(true);
    expect(filtered.json().data.map((store: { id: string }) => store.id)).toContain(id);
    const otherCity = await app.inject({
      method: 'GET',
      url: `/api/stores?tenantId=${coAdminWorld.tenant.id}`,
      headers: as(tokens.city!),
    });
    expect(otherCity.statusCode).toBe(404);
    const otherTenant = await app.inject({
      method: 'GET',
      url: `/api/stores?tenantId=${coAdminWorld.tenant.id}`,
      headers: as(tokens.tenant!),
    });
    expect(otherTenant.statusCode).toBe(404);
    const tenantView = await app.inject({ method: 'GET', url: `/api/stores/${id}`, headers: as(tokens.tenant!) });
    expect(tenantView.statusCode).toBe(200);

    const removed = await app.inject({ method: 'DELETE', url: `/api/stores/${id}`, headers: as(tokens.city!) });
    expect(removed.statusCode).toBe(204);
  });

  it('hands out merchant codes no store uses', async () => {
    const codes = await Promise.all(
      Array.from({ length: 25 }, () =>
        app.inject({ method: 'GET', url: '/api/getNewMerchantId', headers: as(tokens.city!) }),
      ),
    );
    const values = codes.map((response) => response.json().merchantId as string);
    for (const value of values) expect(value).toMatch(MERCHANT_ID_PATTERN);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain(world.store.merchantId);
  });

  it('keeps category names unique per city and lets merchants read them', async () => {
    const create = (nameFr: string) =>
      app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: as(tokens.city!),
        payload: { nameFr, nameEn: 'Bikes', nameDe: 'Fahrräder', displayingOrder: 2 },
      });
    const results = await Promise.all(Array.from({ length: 5 }, () => create('Vélos')));
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(results.find((response) => response.statusCode === 409)!.json().error.code).toBe('category_name_taken');
    const other = await create('Accessoires');
    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/categories/${other.json().data.id}`,
      headers: as(tokens.city!),
      payload: { nameFr: 'Vélos' },
    });
    expect(rename.json().error.code).toBe('category_name_taken');
    const list = await app.inject({ method: 'GET', url: '/api/categories', headers: as(tokens.tenant!) });
    expect(list.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ nameFr: 'Vélos', nameDe: 'Fahrräder', productCount: 0 })]),
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: as(tokens.tenant!),
      payload: { nameFr: 'Intrus', nameEn: 'Intruder' },
    });
    expect(refused.statusCode).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/categories/${other.json().data.id}`,
      headers: as(tokens.city!),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('lists the city merchants, lets a merchant edit its profile, and keeps merchants with orders', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/tenants', headers: as(tokens.city!) });
    expect(list.json().data.map((tenant: { id: string }) => tenant.id)).toContain(world.tenant.id);
    const own = await app.inject({ method: 'GET', url: '/api/tenants', headers: as(tokens.tenant!) });
    expect(own.json().data.map((tenant: { id: string }) => tenant.id)).toEqual([world.tenant.id]);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/tenants/${world.tenant.id}`,
      headers: as(tokens.tenant!),
      payload: { name: 'Commerce Merch', phone: '450 555-0199', website: 'https://merch.test' },
    });
    expect(edited.json().data).toMatchObject({ phone: '450 555-0199', website: 'https://merch.test' });
    const withOrders = await app.inject({
      method: 'DELETE',
      url: `/api/tenants/${world.tenant.id}`,
      headers: as(tokens.city!),
    });
    expect(withOrders.statusCode).toBe(409);
    expect(withOrders.json().error.code).toBe('tenant_has_orders');

    const created = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: as(tokens.city!),
      payload: { name: 'Fromagerie du Coin', email: 'fromagerie@coin.test', city: 'Laval', merchantId: '' },
    });
    expect(created.statusCode).toBe(201);
    await smtp.waitFor((message) => message.to.includes('fromagerie@coin.test'));
    const store = await app.inject({
      method: 'GET',
      url: `/api/stores/${created.json().data.storeId}`,
      headers: as(tokens.city!),
    });
    expect(store.json().data).toMatchObject({ name: 'Fromagerie du Coin', status: 'confirmed' });
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/tenants/${created.json().data.id}`,
      headers: as(tokens.tenant!),
    });
    expect([403, 404]).toContain(refused.statusCode);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/tenants/${created.json().data.id}`,
      headers: as(tokens.city!),
    });
    expect(removed.statusCode).toBe(204);
    const signInAfter = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'fromagerie@coin.test', password: 'whatever-123' },
    });
    expect(signInAfter.statusCode).toBe(401);
  });
});

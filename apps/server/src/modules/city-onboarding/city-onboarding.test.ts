import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { authUsers, cities, cityAdmins } from '../../db/schema/index.ts';
import { bearer, createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { decodeMailBody, startTestSmtp } from '../../test/test-smtp.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

const TOKEN = 'operator-token-for-tests-0123456789abcdef';

const payload = (overrides: { city?: Record<string, unknown>; admin?: Record<string, unknown> } = {}) => ({
  city: {
    name: 'Trois-Rivières',
    timezone: 'America/Toronto',
    country: 'CA',
    province: 'QC',
    email: 'mobilite@v3r.test',
    ...overrides.city,
  },
  admin: {
    firstName: 'Mélanie',
    lastName: 'Gélinas',
    email: 'Melanie.Gelinas@v3r.test',
    locale: 'fr',
    ...overrides.admin,
  },
});

describe.each(TEST_DATABASES)('city onboarding by a platform operator on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let withoutToken: FastifyInstance;
  let world: Tenancy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startTestSmtp();
    world = await createTenancy(database.db, 'Onb');
    ({ app } = await createTestApp(database, {
      smtpUrl: smtp.url,
      signInRateLimit: 1000,
      platformOperatorToken: TOKEN,
    }));
    ({ app: withoutToken } = await createTestApp(database, { platformOperatorToken: null }));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await withoutToken?.close();
    await smtp?.close();
    await database?.close();
  });

  const onboard = (body: unknown, token: string | null = TOKEN, target = app) =>
    target.inject({
      method: 'POST',
      url: '/api/platform/cities',
      headers: { origin: TEST_ORIGIN, ...(token === null ? {} : { 'x-platform-token': token }) },
      payload: body as Record<string, unknown>,
    });
  const countCities = async () => (await database.db.select({ n: count() }).from(cities))[0]!.n;

  it('does not exist on a deployment without PLATFORM_OPERATOR_TOKEN (404, even with a bad body)', async () => {
    for (const body of [payload(), { nothing: true }]) {
      const response = await onboard(body, TOKEN, withoutToken);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('refuses a missing or wrong token with platform_token_invalid, before reading the body', async () => {
    const before = await countCities();
    for (const token of [null, '', 'wrong', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const response = await onboard(payload(), token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('platform_token_invalid');
    }
    expect((await onboard({ nothing: true }, 'wrong')).statusCode).toBe(401);
    expect(await countCities()).toBe(before);
  });

  it('creates the city and its admin, who chooses a password through the welcome mail and opens the city', async () => {
    const response = await onboard(payload());
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({ cityId: expect.any(String), adminEmail: 'melanie.gelinas@v3r.test', emailSent: true });

    const [city] = await database.db.select().from(cities).where(eq(cities.id, data.cityId));
    expect(city).toMatchObject({
      name: 'Trois-Rivières',
      timezone: 'America/Toronto',
      country: 'CA',
      province: 'QC',
      email: 'mobilite@v3r.test',
    });
    const [admin] = await database.db.select().from(cityAdmins).where(eq(cityAdmins.cityId, data.cityId));
    expect(admin).toMatchObject({ firstName: 'Mélanie', lastName: 'Gélinas', cityAdmin: true, admin: false });
    const [user] = await database.db.select().from(authUsers).where(eq(authUsers.id, admin!.authUserId));
    expect(user).toMatchObject({ email: 'melanie.gelinas@v3r.test', emailVerified: true });

    const mail = await smtp.waitFor((message) => message.to.includes('melanie.gelinas@v3r.test'));
    const body = decodeMailBody(mail.raw);
    expect(Buffer.from(body, 'latin1').toString('utf8')).toContain('de la ville de Trois-Rivières');
    expect(body).toContain('Choisir mon mot de passe');
    const link = new URL(body.match(/https?:\/\/[^\s"<]+reset-password\/[^\s"<]+/)![0].replaceAll('&amp;', '&'));
    const callback = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string, TEST_ORIGIN);
    expect(landing.pathname).toBe('/organisation/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'Velo-au-bureau-2026', token: landing.searchParams.get('token') },
    });
    expect(reset.statusCode).toBe(200);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'melanie.gelinas@v3r.test', password: 'Velo-au-bureau-2026' },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(String(signIn.headers['set-auth-token'])),
    });
    expect(me.json().data).toMatchObject({
      role: 'city',
      cityId: data.cityId,
      city: { id: data.cityId, name: 'Trois-Rivières', timezone: 'America/Toronto' },
    });
  });

  it('writes the welcome mail in the admin’s language', async () => {
    const response = await onboard(
      payload({
        city: { name: 'Freiburg', timezone: 'Europe/Berlin', country: 'DE', province: null },
        admin: { email: 'anna@freiburg.test', locale: 'de' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor((message) => message.to.includes('anna@freiburg.test'));
    expect(decodeMailBody(mail.raw)).toContain('Sie sind Administrator bzw. Administratorin der Stadt Freiburg');
  });

  it.each([
    ['city.timezone', { city: { timezone: 'Mars/Olympus_Mons' } }],
    ['city.timezone', { city: { timezone: '+05:00' } }],
    ['city.email', { city: { email: 'not-an-email' } }],
    ['admin.email', { admin: { email: 'nope' } }],
    ['city.country', { city: { country: 'Canada' } }],
    ['admin.locale', { admin: { locale: 'es' } }],
    ['city.name', { city: { name: '  ' } }],
  ])('answers 400 naming %s', async (path, overrides) => {
    const response = await onboard(payload(overrides));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('refuses an email that any account holds with 409, and creates nothing', async () => {
    const before = await countCities();
    for (const email of [world.emails.tenant, world.emails.city.toUpperCase(), 'melanie.gelinas@v3r.test']) {
      const response = await onboard(payload({ city: { name: 'Ville en double' }, admin: { email } }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('email_already_exists');
    }
    expect(await countCities()).toBe(before);
  });

  it('creates one city when two requests race for one email: the other transaction leaves nothing behind', async () => {
    const before = await countCities();
    const body = payload({ city: { name: 'Ville disputée' }, admin: { email: 'course@v3r.test' } });
    const answers = await Promise.all([onboard(body), onboard(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countCities()).toBe(before + 1);
  });
});

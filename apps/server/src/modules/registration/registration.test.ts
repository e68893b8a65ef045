import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { bearer, createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { decodeMailBody, startTestSmtp } from '../../test/test-smtp.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('organisation registration, email confirmation and password reset on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startTestSmtp();
    world = await createTenancy(database.db, 'Reg');
    ({ app } = await createTestApp(database, { smtpUrl: smtp.url, signInRateLimit: 1000 }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  const register = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/register/organisation',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: {
        organisationName: 'Cégep du Nord',
        firstName: 'Julie',
        lastName: 'Tremblay',
        email: 'coordination@cegep-nord.test',
        password: 'Un-mot-de-passe-2026',
        cityId: world.city.id,
        regionId: world.region.id,
        employeesCount: 140,
        acceptTerms: true,
        acceptPrivacy: true,
        locale: 'fr',
        ...payload,
      },
    });

  const signInAs = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });

  it('creates the organisation without a session; the dashboard opens once the emailed link is followed', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { emailSent: true } });
    expect(response.headers['set-auth-token']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();

    const mail = await smtp.waitFor((message) => message.to.includes('coordination@cegep-nord.test'));
    const body = decodeMailBody(mail.raw);
    expect(body).toContain('Confirmez votre adresse e-mail');

    const early = await signInAs('coordination@cegep-nord.test', 'Un-mot-de-passe-2026');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('email_not_verified');

    const link = body.match(/https?:\/\/[^\s"<]+verify-email[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    const verify = await app.inject({
      method: 'GET',
      url: new URL(link!.replaceAll('&amp;', '&')).pathname + new URL(link!.replaceAll('&amp;', '&')).search,
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toContain('/confirm-email');
    const signedIn = await signInAs('coordination@cegep-nord.test', 'Un-mot-de-passe-2026');
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(String(signedIn.headers['set-auth-token'])),
    });
    expect(me.json().data).toMatchObject({ role: 'organisation' });
  });

  it('answers an email already in use as a new one, and tells the address by email (no enumeration)', async () => {
    const response = await register({ email: world.emails.tenant });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { emailSent: true } });
    const mail = await smtp.waitFor(
      (message) => message.to.includes(world.emails.tenant) && decodeMailBody(message.raw).includes('Se connecter'),
    );
    expect(decodeMailBody(mail.raw)).toContain('/login');
    const signIn = await signInAs(world.emails.tenant, 'Un-mot-de-passe-2026');
    expect(signIn.statusCode).toBe(401);
  });

  it.each([
    ['password_too_short', 'Court-1'],
    ['password_too_common', 'password123'],
    ['password_repeated_character', 'zzzzzzzzzz'],
    ['password_only_spaces', '          '],
  ])('refuses a weak password with %s', async (code, password) => {
    const response = await register({ email: `weak-${code}@cegep-nord.test`, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code, details: [{ path: 'password' }] });
  });

  it('requires the terms of use and the privacy policy to be acknowledged', async () => {
    const response = await register({ email: 'other@cegep-nord.test', acceptPrivacy: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('terms_not_accepted');
  });

  it('answers validation details for bad input, never a 500', async () => {
    const response = await register({ email: 'not-an-email', employeesCount: 0 });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['email', 'employeesCount']),
    );
  });

  it('resets a password through the emailed link', async () => {
    const ask = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'en' },
      payload: { email: world.emails.organisation, redirectTo: '/organisation/reset-password' },
    });
    expect(ask.statusCode).toBe(200);
    const mail = await smtp.waitFor((message) => message.to.includes(world.emails.organisation));
    const body = decodeMailBody(mail.raw);
    expect(body).toContain('Choose a new password');
    const link = new URL(body.match(/https?:\/\/[^\s"<]+reset-password\/[^\s"<]+/)![0].replaceAll('&amp;', '&'));
    const callback = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string, TEST_ORIGIN);
    expect(landing.pathname).toBe('/organisation/reset-password');
    const token = landing.searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'Brand-new-password-1', token },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: world.emails.organisation, password: 'Brand-new-password-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword: 'Another-password-2', token },
    });
    expect(reuse.json().error.code).toBe('invalid_token');
  });

  const requestReset = async (email: string) => {
    const before = smtp.received.length;
    const ask = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'en' },
      payload: { email, redirectTo: '/organisation/reset-password' },
    });
    expect(ask.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (message) =>
        smtp.received.indexOf(message) >= before &&
        message.to.includes(email) &&
        decodeMailBody(message.raw).includes('reset-password'),
    );
    return decodeMailBody(mail.raw).match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
  };
  const reset = (token: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { newPassword, token },
    });

  it('ends the earlier reset links when a new one is issued, and refuses a weak new password', async () => {
    const first = await requestReset(world.emails.city);
    const second = await requestReset(world.emails.city);
    expect(second).not.toBe(first);
    expect((await reset(first, 'Fresh-password-77')).json().error.code).toBe('invalid_token');
    const weak = await reset(second, 'azertyuiop');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('password_too_common');
    expect((await reset(second, 'Fresh-password-77')).statusCode).toBe(200);
  });

  it('throttles reset requests per account, answering the same for unknown emails', async () => {
    const ask = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '192.0.2.44',
        headers: { origin: TEST_ORIGIN },
        payload: { email, redirectTo: '/organisation/reset-password' },
      });
    for (const email of ['ghost@cegep-nord.test', world.emails.external]) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).statusCode).toBe(200);
      const limited = await ask(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });
});

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

  it('creates the organisation, signs it in and sends a French confirmation email', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(201);
    const token = String(response.headers['set-auth-token']);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ role: 'organisation', organisationId: response.json().data.organisationId });

    const mail = await smtp.waitFor((message) => message.to.includes('coordination@cegep-nord.test'));
    const body = decodeMailBody(mail.raw);
    expect(body).toContain('Confirmez votre adresse e-mail');
    const link = body.match(/https?:\/\/[^\s"<]+verify-email[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    const verify = await app.inject({
      method: 'GET',
      url: new URL(link!.replaceAll('&amp;', '&')).pathname + new URL(link!.replaceAll('&amp;', '&')).search,
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toContain('/confirm-email');
  });

  it('refuses an email already in use with the catalogue message', async () => {
    const response = await register({ email: world.emails.tenant });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'email_already_exists',
      message: 'This email already exists. Please choose another one.',
    });
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
});

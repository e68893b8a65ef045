import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { organisations, participants } from '../../db/schema/index.ts';
import { bearer, createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { decodeMailBody, startTestSmtp } from '../../test/test-smtp.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('participant sign-up with an invite code on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let closed: Tenancy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startTestSmtp();
    world = await createTenancy(database.db, 'Join');
    closed = await createTenancy(database.db, 'Shut');
    await database.db
      .update(organisations)
      .set({ active: false, deactivatedAt: new Date() })
      .where(eq(organisations.id, closed.organisation.id));
    ({ app } = await createTestApp(database, { smtpUrl: smtp.url, signInRateLimit: 1000 }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  const register = (payload: Record<string, unknown>, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register/participant',
      remoteAddress,
      headers: { origin: TEST_ORIGIN, 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: {
        inviteCode: ` ${world.organisation.inviteCode.toLowerCase()} `,
        firstName: 'Léa',
        lastName: 'Gagnon',
        email: 'Lea.Gagnon@exemple.test',
        password: 'Un-mot-de-passe-2026',
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
  const participantsWithEmail = (email: string) =>
    database.db.select().from(participants).where(eq(participants.email, email));

  it("creates the participant in the organisation and its city; the app's sign-in opens once the link is followed", async () => {
    const response = await register({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { emailSent: true } });
    expect(response.headers['set-cookie']).toBeUndefined();

    const [participant, ...others] = await participantsWithEmail('lea.gagnon@exemple.test');
    expect(others).toEqual([]);
    expect(participant).toMatchObject({
      cityId: world.city.id,
      organisationId: world.organisation.id,
      branchId: null,
      username: 'lea.gagnon',
      firstName: 'Léa',
      lastName: 'Gagnon',
      approvedPrivacyPolicy: true,
      active: true,
    });

    const mail = await smtp.waitFor((message) => message.to.includes('lea.gagnon@exemple.test'));
    const body = decodeMailBody(mail.raw);
    expect(body).toContain('Confirmez votre adresse e-mail');
    const early = await signInAs('lea.gagnon@exemple.test', 'Un-mot-de-passe-2026');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('email_not_verified');

    const link = new URL(body.match(/https?:\/\/[^\s"<]+verify-email[^\s"<]+/)![0].replaceAll('&amp;', '&'));
    const verify = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(new URL(verify.headers.location as string, TEST_ORIGIN).pathname).toBe('/inscription/confirmee');

    const signedIn = await signInAs('lea.gagnon@exemple.test', 'Un-mot-de-passe-2026');
    expect(signedIn.statusCode).toBe(200);
    const stats = await app.inject({
      method: 'GET',
      url: '/api/app/v2/me/stats',
      headers: bearer(String(signedIn.headers['set-auth-token'])),
    });
    expect(stats.statusCode).toBe(200);
  });

  it.each([
    ['an unknown code', () => 'NOPE2026'],
    ['the code of a deactivated organisation', () => closed.organisation.inviteCode],
  ])('refuses %s with invite_code_unknown', async (_, code) => {
    const response = await register({ inviteCode: code(), email: 'refused@exemple.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invite_code_unknown', details: [{ path: 'inviteCode' }] });
    expect(await participantsWithEmail('refused@exemple.test')).toEqual([]);
  });

  it('answers an email already in use as a new one, tells the address by email and adds no participant', async () => {
    const email = world.emails.participant;
    const before = await participantsWithEmail(email);
    const response = await register({ email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { emailSent: true } });
    const mail = await smtp.waitFor(
      (message) => message.to.includes(email) && decodeMailBody(message.raw).includes('Se connecter'),
    );
    expect(decodeMailBody(mail.raw)).toContain('/login');
    expect(await participantsWithEmail(email)).toHaveLength(before.length);
  });

  it.each([
    ['password_too_short', 'Court-1'],
    ['password_too_common', 'password123'],
  ])('refuses a weak password with %s', async (code, password) => {
    const response = await register({ email: `weak-${code}@exemple.test`, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code, details: [{ path: 'password' }] });
  });

  it.each([{ acceptTerms: false }, { acceptPrivacy: false }])(
    'requires the terms of use and the privacy policy (%o)',
    async (refused) => {
      const response = await register({ email: 'terms@exemple.test', ...refused });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('terms_not_accepted');
      expect(await participantsWithEmail('terms@exemple.test')).toEqual([]);
    },
  );

  it("limits sign-ups per IP address, apart from the organisations' registrations", async () => {
    const refused = { email: 'busy@exemple.test', acceptTerms: false };
    for (let index = 0; index < 60; index++) {
      expect((await register(refused, '192.0.2.77')).statusCode).toBe(400);
    }
    const limited = await register(refused, '192.0.2.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await register(refused, '192.0.2.78')).statusCode).toBe(400);
    const organisation = await app.inject({
      method: 'POST',
      url: '/api/register/organisation',
      remoteAddress: '192.0.2.77',
      headers: { origin: TEST_ORIGIN },
      payload: { organisationName: 'X', firstName: 'A', lastName: 'B', email: 'busy@exemple.test', password: 'x' },
    });
    expect(organisation.statusCode).not.toBe(429);
  });
});

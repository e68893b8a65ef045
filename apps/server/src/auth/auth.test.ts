import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { authSessions, authUsers, cityAdmins, loginHistory } from '../db/schema/index.ts';
import { bearer, createTestApp, signIn, TEST_ORIGIN } from '../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/test-database.ts';
import { createTenancy, TEST_PASSWORD, type Tenancy } from '../test/test-world.ts';

describe.each(TEST_DATABASES)('sign-in and accounts on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'A');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/me', headers });
  const signInResponse = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: TEST_PASSWORD },
    });

  it('signs in with email and password, answers a bearer token and a session cookie', async () => {
    const response = await signInResponse(world.emails.organisation);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-auth-token']).toEqual(expect.any(String));
    const cookie = [response.headers['set-cookie']].flat().find((value) => value?.includes('session_token'));
    expect(cookie).toBeDefined();

    const byCookie = await me({ cookie: cookie!.split(';')[0]! });
    expect(byCookie.statusCode).toBe(200);
    const byBearer = await me(bearer(String(response.headers['set-auth-token'])));
    expect(byBearer.json().data).toMatchObject({
      role: 'organisation',
      organisationId: world.organisation.id,
      cityId: world.city.id,
    });
  });

  it.each([
    ['city', { role: 'city', accountKind: 'city', isAdmin: true, isExternal: false }],
    ['tenant', { role: 'tenant', accountKind: 'tenant', isExternal: false }],
    [
      'external',
      { role: 'organisation', accountKind: 'external', isExternal: true, externalFor: 'organisation', canEdit: false },
    ],
  ] as const)('describes a %s account in /api/me', async (account, expected) => {
    const token = await signIn(app, world.emails[account]);
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ...expected, cityId: world.city.id, carpoolOnly: false });
    expect(response.json().data.addons).toMatchObject({ product: true, mailerlite: false });
  });

  it('refuses a participant on the dashboard with a clear code', async () => {
    const token = await signIn(app, world.emails.participant);
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('participant_not_allowed');
  });

  it('answers the product codes for a wrong password and an invalid email', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: world.emails.city, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_email_or_password', message: 'Wrong email or password' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'nobody@test.mobiverte.org', password: 'whatever-123' },
    });
    expect(unknown.json().error.code).toBe('wrong_email_or_password');
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'not-an-email', password: 'whatever-123' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('invalid_email');
  });

  it('refuses an account found in two role collections as a duplicate and ends its session', async () => {
    const other = await createTenancy(database.db, 'Dup');
    const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, other.emails.tenant));
    await database.db.insert(cityAdmins).values({
      authUserId: user!.id,
      cityId: other.city.id,
      firstName: 'Dup',
      lastName: 'Licate',
      email: other.emails.tenant,
    });
    const token = await signIn(app, other.emails.tenant);
    const first = await me(bearer(token));
    expect(first.statusCode).toBe(403);
    expect(first.json().error).toMatchObject({ code: 'duplicate_account', message: 'Duplicate account' });
    const sessions = await database.db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
    expect(sessions).toHaveLength(0);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it("ends an external user's session 12 hours after sign-in, on the server", async () => {
    const token = await signIn(app, world.emails.external);
    expect((await me(bearer(token))).statusCode).toBe(200);
    const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, world.emails.external));
    await database.db
      .update(authSessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(authSessions.userId, user!.id));
    const expired = await me(bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('session_expired');
  });

  it('reads a session from its signed cookie only, and from a bearer token signed or not', async () => {
    const response = await signInResponse(world.emails.organisation);
    const cookie = [response.headers['set-cookie']].flat().find((value) => value?.includes('session_token'))!;
    const [name, signed] = cookie.split(';')[0]!.split('=') as [string, string];
    const [token] = decodeURIComponent(signed).split('.') as [string];
    expect((await me({ cookie: `${name}=${signed}` })).statusCode).toBe(200);
    expect((await me({ cookie: `${name}=${token}` })).statusCode).toBe(401);
    const tampered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}.${decodeURIComponent(signed).split('.')[1]}`;
    expect((await me({ cookie: `${name}=${encodeURIComponent(tampered)}` })).statusCode).toBe(401);
    expect((await me(bearer(token))).statusCode).toBe(200);
    expect((await me(bearer(decodeURIComponent(signed)))).statusCode).toBe(200);
    // A bearer token with a wrong signature is ignored, as better-auth ignores it: the cookie then counts.
    expect((await me(bearer(tampered))).statusCode).toBe(401);
    expect((await me({ ...bearer(tampered), cookie: `${name}=${signed}` })).statusCode).toBe(200);
  });

  it('extends a session a day after its last extension, and ends an expired one', async () => {
    const token = await signIn(app, world.emails.city);
    const sessionToken = decodeURIComponent(token).split('.')[0]!;
    const [session] = await database.db.select().from(authSessions).where(eq(authSessions.token, sessionToken));
    await database.db
      .update(authSessions)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(authSessions.id, session!.id));
    expect((await me(bearer(token))).statusCode).toBe(200);
    const [extended] = await database.db.select().from(authSessions).where(eq(authSessions.id, session!.id));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);

    await database.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authSessions.id, session!.id));
    expect((await me(bearer(token))).statusCode).toBe(401);
    expect(await database.db.select().from(authSessions).where(eq(authSessions.id, session!.id))).toHaveLength(0);
  });

  it('keeps a login history of the sign-ins', async () => {
    await signIn(app, world.emails.city);
    const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, world.emails.city));
    const history = await database.db.select().from(loginHistory).where(eq(loginHistory.authUserId, user!.id));
    expect(history.length).toBeGreaterThan(0);
  });

  it('signs out', async () => {
    const token = await signIn(app, world.emails.organisation);
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token), payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrigins } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { createTestApp, TEST_ORIGIN } from '../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/test-database.ts';
import { createTenancy, TEST_PASSWORD, type Tenancy } from '../test/test-world.ts';

describe.each(TEST_DATABASES)('closed account creation on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Closed');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['/api/auth/sign-up/email', '/api/auth/sign-up', '/api/auth/sign-up/email?x=1'])(
    'answers 404 in the product shape to POST %s, and creates no account',
    async (url) => {
      const email = `intruder-${url.length}@test.mobiverte.org`;
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: 'a-long-enough-password', name: 'Intruder' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'not_found', status: 404 });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: 'a-long-enough-password' },
      });
      expect(signIn.statusCode).toBe(401);
    },
  );

  it('still signs in the accounts the product created', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: world.emails.city, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  // better-auth accepts a redirect or callback URL only on a trusted origin (and checks the Origin of cookie requests).
  const resetRedirectingTo = (redirectTo: string, host?: string, target = app) =>
    target.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: `192.0.2.${150 + Math.floor(Math.random() * 100)}`,
      headers: { origin: TEST_ORIGIN, ...(host ? { host } : {}) },
      payload: { email: `nobody-${Math.random()}@test.mobiverte.org`, redirectTo },
    });

  it("trusts APP_URL's origin and TRUSTED_ORIGINS, never one that only matches the request's Host", async () => {
    expect((await resetRedirectingTo('/organisation/reset-password', 'evil.test')).statusCode).toBe(200);
    expect((await resetRedirectingTo(`${TEST_ORIGIN}/organisation/reset-password`)).statusCode).toBe(200);
    const spoofed = await resetRedirectingTo('https://evil.test/steal', 'evil.test');
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().error.status).toBe(403);
    expect((await resetRedirectingTo('http://evil.test/steal', 'evil.test')).statusCode).toBe(403);
    expect((await resetRedirectingTo('http://localhost:5173/reset')).statusCode).toBe(403);

    const { app: withList } = await createTestApp(database, {
      signInRateLimit: 1000,
      trustedOrigins: ['http://localhost:5173'],
    });
    expect((await resetRedirectingTo('http://localhost:5173/reset', undefined, withList)).statusCode).toBe(200);
    expect((await resetRedirectingTo('http://localhost:5174/reset', undefined, withList)).statusCode).toBe(403);
    await withList.close();
  });
});

describe('TRUSTED_ORIGINS', () => {
  it('keeps http(s) origins and refuses anything else', () => {
    expect(parseOrigins(' https://admin.example.org/path , http://localhost:5173')).toEqual([
      'https://admin.example.org',
      'http://localhost:5173',
    ]);
    expect(parseOrigins('')).toEqual([]);
    expect(() => parseOrigins('javascript:alert(1)')).toThrow(/TRUSTED_ORIGINS/);
    expect(() => parseOrigins('not a url')).toThrow(/TRUSTED_ORIGINS/);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { createTestApp, TEST_ORIGIN } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

const attempt = (
  app: FastifyInstance,
  headers: Record<string, string>,
  remoteAddress = '203.0.113.7',
  email = 'someone@test.mobiverte.org',
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email, password: 'wrong-password' },
  });

// An hour-long window, so that a slow run never straddles two windows between its attempts.
describe('sign-in rate limit per client address (failures)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => database?.close());

  it('refuses the attempts past the limit, and a spoofed X-Forwarded-For does not get around it', async () => {
    const { app } = await createTestApp(database, {
      signInRateLimit: 3,
      signInRateWindowSeconds: 3600,
      trustProxy: false,
    });
    for (let i = 0; i < 3; i++) expect((await attempt(app, {})).statusCode).toBe(401);
    const limited = await attempt(app, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    const spoofed = await attempt(app, { 'x-forwarded-for': '198.51.100.99' });
    expect(spoofed.statusCode).toBe(429);
    expect((await attempt(app, {}, '203.0.113.8')).statusCode).toBe(401);
    await app.close();
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    const { app } = await createTestApp(database, {
      signInRateLimit: 2,
      signInRateWindowSeconds: 3600,
      trustProxy: ['127.0.0.1'],
    });
    // Another account than the first test's, which has failed 4 times already (its 5th failure would lock it).
    const viaProxy = (client: string) =>
      attempt(app, { 'x-forwarded-for': client }, '127.0.0.1', 'someone-else@test.mobiverte.org');
    expect((await viaProxy('192.0.2.10')).statusCode).toBe(401);
    expect((await viaProxy('192.0.2.10')).statusCode).toBe(401);
    expect((await viaProxy('192.0.2.10')).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.11')).statusCode).toBe(401);
    await app.close();
  });
});

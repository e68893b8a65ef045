import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

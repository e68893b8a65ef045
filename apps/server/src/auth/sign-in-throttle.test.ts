import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { signInFailures } from '../db/schema/index.ts';
import { parseTrustProxy } from '../config.ts';
import { createTestApp, TEST_ORIGIN } from '../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/test-database.ts';
import { createTenancy, TEST_PASSWORD, type Tenancy } from '../test/test-world.ts';
import { accountLockSeconds } from './sign-in-throttle.ts';

const options = {
  addressLimit: 20,
  addressWindowSeconds: 3600,
  accountLockAfter: 5,
  accountLockSeconds: 60,
  accountLockMaxSeconds: 3600,
};

describe('account back-off', () => {
  it('locks after 5 failures for 1 min, doubling, capped at 1 h', () => {
    expect([1, 2, 3, 4].map((n) => accountLockSeconds(n, options))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 11, 12, 13, 100].map((n) => accountLockSeconds(n, options))).toEqual([
      60, 120, 240, 480, 3600, 3600, 3600, 3600,
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or addresses and CIDRs, and refuses anything else', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => parseTrustProxy('proxy.example.org')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});

describe.each(TEST_DATABASES)('sign-in throttling on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Throttle');
    ({ app } = await createTestApp(database, {
      signInRateLimit: 4,
      signInRateWindowSeconds: 3600,
      signInAccountLockAfter: 5,
      signInAccountLockSeconds: 60,
      signInAccountLockMaxSeconds: 3600,
      trustProxy: false,
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const attempt = (email: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });

  it('locks an account after 5 failures from different addresses, answers retry-after, and doubles', async () => {
    const email = world.emails.city;
    for (let i = 0; i < 5; i++)
      expect((await attempt(email, 'wrong-password', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const locked = await attempt(email, TEST_PASSWORD, '198.51.100.50');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('rate_limited');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The lock has passed: one more failure locks for 2 minutes.
    await database.db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.key, `account:${email}`));
    expect((await attempt(email, 'wrong-password', '198.51.100.51')).statusCode).toBe(401);
    const again = await attempt(email, TEST_PASSWORD, '198.51.100.52');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(120);

    // Once the lock is over, the right password signs in and clears the count.
    await database.db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.key, `account:${email}`));
    expect((await attempt(email, TEST_PASSWORD, '198.51.100.53')).statusCode).toBe(200);
    expect(
      await database.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, `account:${email}`)),
    ).toEqual([]);
  });

  it('locks an unknown email the same way as a known one (no enumeration)', async () => {
    const email = 'nobody-here@test.mobiverte.org';
    for (let i = 0; i < 5; i++)
      expect((await attempt(email, 'wrong-password', `198.51.101.${i + 1}`)).statusCode).toBe(401);
    const locked = await attempt(email, 'wrong-password', '198.51.101.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('refuses a noisy address, but not the valid credentials of an account known from it (a shared NAT)', async () => {
    const nat = '203.0.113.77';
    // A colleague signed in from the office before.
    expect((await attempt(world.emails.organisation, TEST_PASSWORD, nat)).statusCode).toBe(200);
    // Someone behind the same address fails 4 times on several accounts (never 5 on one).
    for (const target of [
      'a@test.mobiverte.org',
      'b@test.mobiverte.org',
      'c@test.mobiverte.org',
      'd@test.mobiverte.org',
    ]) {
      expect((await attempt(target, 'wrong-password', nat)).statusCode).toBe(401);
    }
    const noisy = await attempt('e@test.mobiverte.org', 'wrong-password', nat);
    expect(noisy.statusCode).toBe(429);
    expect(noisy.headers['retry-after']).toBeDefined();
    // The colleague still signs in from the office, and others elsewhere are not concerned.
    expect((await attempt(world.emails.organisation, TEST_PASSWORD, nat)).statusCode).toBe(200);
    expect((await attempt(world.emails.tenant, TEST_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });
});

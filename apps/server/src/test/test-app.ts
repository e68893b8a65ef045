import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { TEST_PASSWORD } from './test-world.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', APP_URL: TEST_ORIGIN, PORT: '3000' }),
    ...overrides,
  };
}

export async function createTestApp(database: Database, overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  const { app, auth } = await buildApp({
    db: database.db,
    config,
    logger: pino({ level: process.env.TEST_LOG ?? 'silent' }),
    serveWeb: false,
  });
  await app.ready();
  return { app, auth, config };
}

/** Signs in through the real endpoint and returns the bearer token the API hands out. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { email, password },
  });
  const token = response.headers['set-auth-token'];
  if (response.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`Sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, origin: TEST_ORIGIN });

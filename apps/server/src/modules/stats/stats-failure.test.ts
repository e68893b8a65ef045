import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database, Db } from '../../db/connection.ts';
import { bearer, signIn, testConfig } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe('a failing statistics query', () => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  const logs: { level: number; msg: string; err?: { message: string } }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    world = await createTenancy(database.db, 'Failure');
    // Statistics reads are statements named `s_…` (`executePrepared`); sign-in, the actor and the owner are not.
    const failing = new Proxy(database.db, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'session') return value;
        const session = value as { prepareQuery: (...args: unknown[]) => unknown };
        return new Proxy(session, {
          get: (inner, key, innerReceiver) =>
            key === 'prepareQuery'
              ? (...args: unknown[]) =>
                  String(args[2]).startsWith('s_')
                    ? { execute: () => Promise.reject(new Error('statistics database unavailable')) }
                    : inner.prepareQuery(...args)
              : Reflect.get(inner, key, innerReceiver),
        });
      },
    }) as Db;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(JSON.parse(chunk.toString()));
        callback();
      },
    });
    ({ app } = await buildApp({
      db: failing,
      config: testConfig({ signInRateLimit: 1000 }),
      logger: pino({ level: 'error' }, stream),
      serveWeb: false,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is logged, answers 500 with the error shape, and the server carries on', async () => {
    const token = await signIn(app, world.emails.organisation);
    const query = new URLSearchParams({ ownerType: 'organisation', ownerId: world.organisation.id });
    const response = await app.inject({
      method: 'GET',
      url: `/api/statsApi/get-total-ghg?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong', status: 500 },
    });
    expect(logs).toContainEqual(
      expect.objectContaining({ err: expect.objectContaining({ message: 'statistics database unavailable' }) }),
    );
    const summary = await app.inject({
      method: 'GET',
      url: `/api/organisations/${world.organisation.id}/summary`,
      headers: bearer(token),
    });
    expect(summary.statusCode).toBe(200);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { DataDirLockedError, openDatabase } from '../../db/connection.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

type OpenApiOperation = {
  description?: string;
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown> } }> }
  >;
};

describe('platform', () => {
  it('answers health ok with the database reachable, 503 once it is gone', async () => {
    const database = await openTestDatabase('pglite');
    const { app } = await createTestApp(database);
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.json()).toEqual({ data: { status: 'ok' } });
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('database_unreachable');
    await app.close();
  });

  it('answers health 503 while the process drains before shutting down, and still serves the rest', async () => {
    const database = await openTestDatabase('pglite');
    let draining = false;
    const { app } = await buildApp({
      db: database.db,
      config: testConfig(),
      logger: pino({ level: 'silent' }),
      serveWeb: false,
      draining: () => draining,
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    draining = true;
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('shutting_down');
    expect((await app.inject({ method: 'GET', url: '/api/branding' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it('answers every JSON resource inside `data`, except the spec calls whose description says why', async () => {
    const database = await openTestDatabase('pglite');
    const { app } = await createTestApp(database);
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const bare = Object.entries(docs.paths).flatMap(([route, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .map(([, response]) => response.content?.['application/json']?.schema)
          .filter((schema) => schema?.type === 'object' && !schema.properties?.data)
          .map(() => ({
            call: `${method.toUpperCase()} ${route}`,
            explained: /spec call/.test(operation.description ?? ''),
          })),
      ),
    );
    expect(bare).toEqual([
      { call: 'POST /api/v2/activation/organizations/{organizationId}', explained: true },
      { call: 'GET /api/getNewMerchantId', explained: true },
      { call: 'POST /api/messagingApi/sendOrderSentEmail', explained: true },
    ]);
    await app.close();
    await database.close();
  });

  it('publishes the OpenAPI document and answers unknown API paths with the error shape', async () => {
    const database = await openTestDatabase('pglite');
    const { app } = await createTestApp(database);
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths['/api/me']).toBeDefined();
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/nothing-here', status: 404 },
    });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.status).toBe(400);
    await app.close();
    await database.close();
  });

  it('refuses a second process on the same embedded data directory with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mobiverte-lock-'));
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open by process/);
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

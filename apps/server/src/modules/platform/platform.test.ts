import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from '../../db/connection.ts';
import { createTestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

describe('platform', () => {
  it('answers health ok with the database reachable, 503 once it is gone', async () => {
    const database = await openTestDatabase('pglite');
    const { app } = await createTestApp(database);
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.json()).toEqual({ status: 'ok' });
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('database_unreachable');
    await app.close();
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

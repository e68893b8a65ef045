import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/connection.ts';
import { bearer, signIn, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createTenancy } from '../test/test-world.ts';

const ASSET = '/assets/index-Bx7Qk2Lm.js';
const SCRIPT = `export const greetings = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `bonjour ${index}`))};`;

/** The web app as the build leaves it: each asset with the .br and .gz written beside it. */
function writeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'mobiverte-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><script type="module" src="${ASSET}"></script>`);
  const file = path.join(root, ASSET);
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  return root;
}

describe('what the browser receives', () => {
  let database: Database;
  let app: FastifyInstance;
  let webRoot: string;
  let merchantToken: string;

  beforeAll(async () => {
    webRoot = writeWebRoot();
    database = await openTestDatabase('pglite');
    const world = await createTenancy(database.db, 'Web');
    ({ app } = await buildApp({
      db: database.db,
      config: testConfig({ webDist: webRoot, signInRateLimit: 1000 }),
      logger: pino({ level: 'silent' }),
    }));
    await app.ready();
    merchantToken = await signIn(app, world.emails.tenant);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset precompressed in brotli when accepted, gzip otherwise, cached for a year', async () => {
    const brotli = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves an asset a rebuild wrote after the start, and nothing outside the assets', async () => {
    const later = '/assets/later-C3dE4fG5.css';
    writeFileSync(path.join(webRoot, later), 'body { margin: 0 }');
    const response = await get(later, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/css/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('body { margin: 0 }');
    expect((await get('/assets/..%2Findex.html')).statusCode).toBe(404);
    expect((await get(`${ASSET}.br`)).statusCode).toBe(404);
  });

  it('has index.html revalidated, for the root and for every page route', async () => {
    for (const url of ['/', '/organisation/dashboard']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain(ASSET);
    }
    expect((await get('/assets/index-missing.js')).statusCode).toBe(404);
  });

  it('compresses a JSON answer above 1 kB and leaves a small one as it is', async () => {
    const large = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);

    const small = await get('/api/health', { 'accept-encoding': 'gzip, deflate, br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: { status: 'ok' } });
  });

  it('compresses an export while it streams', async () => {
    const response = await get('/api/orders/export?format=csv&language=fr&status=all&productName=Inconnu', {
      ...bearer(merchantToken),
      'accept-encoding': 'gzip',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    expect(gunzipSync(response.rawPayload).toString()).toContain('Numéro de commande');
  });
});

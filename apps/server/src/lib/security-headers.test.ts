import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { createTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { inlineScriptHashes } from './security-headers.ts';

describe('security headers', () => {
  let database: Database;
  let app: FastifyInstance;
  let secure: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ app } = await createTestApp(database));
    ({ app: secure } = await createTestApp(database, { appUrl: 'https://mobiverte.example.org' }));
  });
  afterAll(async () => {
    await app?.close();
    await secure?.close();
    await database?.close();
  });

  it('sends a policy with no foreign scripts, no framing and no sniffing on every answer', async () => {
    for (const url of ['/api/health', '/api/me', '/api/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = response.headers['content-security-policy'] as string;
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toMatch(/script-src 'self'(;| 'sha256-)/);
      expect(policy, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS only when the app is served over https', async () => {
    const response = await secure.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('allows exactly the inline scripts the build wrote into index.html', () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'mobiverte-web-'));
    const inline = "(() => { document.documentElement.dataset.ready = '1'; })();";
    writeFileSync(
      path.join(webRoot, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" src="/assets/index.js"></script></head></html>`,
    );
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(inlineScriptHashes(webRoot)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes(path.join(webRoot, 'missing'))).toEqual([]);
  });
});

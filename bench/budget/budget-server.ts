import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { ensureDemoWorld } from '../../apps/server/src/demo/demo-world.ts';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A copy of another run's embedded database (the e2e server's `test-results/e2e-data`), so that its demo world
 * is not generated again; null when there is none or it does not open (the caller then generates one).
 */
async function openWorldCopy(worldFrom: string, logger: pino.Logger) {
  const source = path.join(worldFrom, 'pglite');
  if (!existsSync(source)) return null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mobiverte-budget-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    cpSync(source, path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir });
    return { database, remove };
  } catch (error) {
    logger.warn({ err: error, worldFrom }, 'the copied world did not open: generating one');
    remove();
    return null;
  }
}

/**
 * The real server with the demo world, serving the web app already built: over a copy of `worldFrom`'s database
 * when given (the e2e run's), else over a fresh in-memory PGlite where the world is generated.
 */
export async function startBudgetServer(
  options: { worldFrom?: string } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    APP_URL: url,
    AUTH_SECRET: 'budget-secret-budget-secret-budget-01',
    SIGN_IN_RATE_LIMIT: '1000',
  });
  if (!existsSync(path.join(config.webDist, 'index.html')))
    throw new Error(`${config.webDist} has no build: run npm run build -w @mobiverte/web first`);
  const logger = pino({ level: 'warn' });
  const copy = options.worldFrom ? await openWorldCopy(options.worldFrom, logger) : null;
  const database = copy?.database ?? (await openDatabase({}));
  await ensureDemoWorld(database.db, { seed: config.demoSeed, productKey: config.productKey, logger });
  const { app } = await buildApp({ db: database.db, config, logger });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await database.close();
      copy?.remove();
    },
  };
}

import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
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

/** The real server over a fresh in-memory PGlite with the demo world, serving the web app already built. */
export async function startBudgetServer(): Promise<{ url: string; close: () => Promise<void> }> {
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
  const database = await openDatabase({});
  await ensureDemoWorld(database.db, { seed: config.demoSeed, productKey: config.productKey, logger });
  const { app } = await buildApp({ db: database.db, config, logger });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

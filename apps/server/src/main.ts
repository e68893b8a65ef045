import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError, openDatabase, type Database } from './db/connection.ts';
import { ensureDemoWorld } from './demo/demo-world.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection was closed'),
  });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
    process.exit(1);
  }
  throw error;
}
logger.info({ database: database.kind }, 'database ready');
// Two processes starting on an empty database would both find no city and both generate a world: one at a time.
if (config.demoWorld) {
  await database.exclusively(() =>
    ensureDemoWorld(database.db, {
      seed: config.demoSeed,
      productKey: config.productKey,
      logger,
      encryptionKey: config.encryptionKey,
    }),
  );
}

let stopping = false;
const { app } = await buildApp({ db: database.db, config, logger, jobs: config.jobs, draining: () => stopping });
await app.listen({ port: config.port, host: config.host });
logger.info(`${config.brand.name} is serving on ${config.appUrl}`);

/**
 * SIGTERM (a deploy, `docker compose stop`): for SHUTDOWN_DRAIN_SECONDS the process keeps serving while
 * `/api/health` answers 503, so the reverse proxy's health checks take it out of rotation before anything is
 * refused; then it stops taking requests, finishes those in flight, stops the jobs and closes the database.
 * SIGINT (Ctrl-C) skips the drain.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const drainSeconds = signal === 'SIGTERM' ? config.shutdownDrainSeconds : 0;
  if (drainSeconds > 0) {
    logger.info({ signal, drainSeconds }, 'shutting down: health answers 503, still serving while the proxy notices');
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  }
  logger.info({ signal }, 'shutting down: no new requests, finishing those in flight');
  const timer = setTimeout(() => {
    logger.error('shutdown took too long, exiting');
    process.exit(1);
  }, 15_000);
  try {
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

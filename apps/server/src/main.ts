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
if (config.demoWorld)
  await ensureDemoWorld(database.db, { seed: config.demoSeed, productKey: config.productKey, logger });

const { app } = await buildApp({ db: database.db, config, logger, jobs: config.jobs });
await app.listen({ port: config.port, host: config.host });
logger.info(`${config.brand.name} is serving on ${config.appUrl}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
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

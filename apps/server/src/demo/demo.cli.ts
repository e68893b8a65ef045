import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirLockedError, openDatabase, type Database } from '../db/connection.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { hasAnyRows, truncateProductTables } from './demo-reset.ts';
import { countWorld, generateDemoWorld } from './demo-world.ts';

const USAGE = 'Usage: npm run demo -- [--seed <integer>] [--reset]';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`${USAGE}\n  --seed   seed of the world (default DEMO_SEED, 42)\n  --reset  empty every table first`);
  process.exit(0);
}
const config = loadConfig();
const seed = values.seed === undefined ? config.demoSeed : Number(values.seed);
if (!Number.isInteger(seed)) fail(`--seed must be an integer, got "${values.seed}".\n${USAGE}`);

let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
const target = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

try {
  if (await hasAnyRows(database.db)) {
    if (!values.reset) {
      fail(
        `The database (${target}) already holds data; nothing was changed. To delete every row and generate the demo world instead, run: npm run demo -- --reset`,
      );
    }
    await truncateProductTables(database.db);
    console.log(`Emptied every table of ${target}.`);
  }
  const started = performance.now();
  const world = await generateDemoWorld(database.db, {
    seed,
    productKey: config.productKey,
    encryptionKey: config.encryptionKey,
  });
  if (!world) fail('Another process generated a world at the same time; nothing was written.');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Demo world (seed ${seed}) generated in ${seconds} s in ${target}:`);
  console.table(countWorld(world));
  console.log(`Demo accounts, password ${DEMO_PASSWORD}:`);
  console.table(DEMO_ACCOUNTS.map(({ email, kind, description }) => ({ email, kind, description: description.en })));
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs start-up work (the demo world on an empty database) while no other process of this database runs
   * any: on PostgreSQL under `STARTUP_LOCK_KEY`, the lock the migrations take; PGlite is one process anyway.
   */
  exclusively: <T>(task: () => Promise<T>) => Promise<T>;
};

export const MIGRATIONS = new URL('../../drizzle', import.meta.url).pathname;
/**
 * The session-level advisory lock the PostgreSQL migrations (and the demo world) run under: several API processes
 * starting at once (compose's replicas, a rolling deploy) take turns, and the ones after the first find nothing
 * left to do. drizzle's migrator takes no lock of its own. Any constant works as long as nothing else uses it.
 */
export const STARTUP_LOCK_KEY = 7_246_351_002;

export class DataDirLockedError extends Error {
  constructor(lockFile: string, pid: string) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is already open by process ${pid}. ` +
        'Stop that process first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).',
    );
  }
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `dataDir/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data directory (`dumpDataDir`) instead of running initdb. */
  pgliteImage?: Blob;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, admin) must not crash the process: the pool replaces it.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      exclusively: (task) => underStartupLock(pool, () => task()),
    };
  }
  const dataDir = options.dataDir;
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(path.join(dataDir, 'pglite.lock'));
    client = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  } else {
    client = new PGlite({
      extensions: { pg_trgm },
      ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
    });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusively: (task) => task(),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * Applies the pending migrations on one connection holding the start-up lock: a second process waits for the
 * first to finish, then reads the migrations table it completed. Without the lock both read "nothing applied"
 * and both run the same `CREATE SCHEMA`/`CREATE TABLE`s, and one of them fails.
 */
function migratePostgres(pool: pg.Pool) {
  return underStartupLock(pool, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS }));
}

/** Runs `task` holding `STARTUP_LOCK_KEY` on a connection of its own (the task may use it, or the pool). */
async function underStartupLock<T>(pool: pg.Pool, task: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await task(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: destroy it rather than return it to the pool.
    client.release(broken);
  }
}

function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readFileSync(lockFile, 'utf8').trim();
      if (isAlive(Number(pid))) throw new DataDirLockedError(lockFile, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

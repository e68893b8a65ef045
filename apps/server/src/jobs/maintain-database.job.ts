import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { tablesDueForUpkeep, upkeepTable } from '../db/maintenance.ts';

export const MAINTAIN_DATABASE_JOB = 'maintain-database';
/** Every ten minutes, as often as autovacuum looks by default (its `autovacuum_naptime` is one minute per database). */
export const MAINTAIN_DATABASE_CRON = '*/10 * * * *';
/** The breather between two tables: the embedded database serves requests between them. */
const PAUSE_MS = 50;

/**
 * The embedded PGlite has no autovacuum: without this its planner never had statistics (every table's
 * `reltuples` stayed −1, so it guessed, and joins it thought tiny ran as nested loops: 13.5 s for an
 * organisation's year of map corridors) and dead rows were never reclaimed. This does what autovacuum would,
 * by its thresholds, one table at a time. PostgreSQL runs its own autovacuum: the job is not started there.
 */
export async function maintainDatabase(db: Db, logger: Logger): Promise<number> {
  const due = await tablesDueForUpkeep(db);
  for (const [index, table] of due.entries()) {
    if (index > 0) await sleep(PAUSE_MS);
    await upkeepTable(db, table);
  }
  if (due.length > 0)
    logger.info(
      { analyzed: due.filter((table) => !table.vacuum).length, vacuumed: due.filter((table) => table.vacuum).length },
      'database upkeep',
    );
  return due.length;
}

import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { foldMapChanges } from '../rollups/map-fold.ts';

export const FOLD_MAP_BINS_JOB = 'fold-map-bins';
/** Every minute: the maps are at most about a minute behind the trips (decision 0014). */
export const FOLD_MAP_BINS_CRON = '* * * * *';

/**
 * The job's share of each minute, in small batches with a breather between them: a backlog (the stored trips
 * queued by the maps' migration, or the older trips of a new demo world) is folded over the following minutes
 * without holding the embedded database's one connection for long, so that requests keep their pace. A trip
 * takes 5 to 14 ms to fold and the embedded database runs on the server's one thread: a batch of 100 stopped
 * every request, static files included, for 1 to 1.5 s (pages of the e2e suite stayed on their loader for
 * over 10 s); 20 trips hold it for about 250 ms.
 */
export const FOLD_RUN = { budgetMs: 15_000, batchSize: 20, pauseMs: 100 };

/** Folds the trips queued since the last run into the maps' cells and corridors (a backlog over several runs). */
export async function foldMapBins(db: Db, logger: Logger, budgetMs = FOLD_RUN.budgetMs) {
  const folded = await foldMapChanges(db, { ...FOLD_RUN, budgetMs });
  if (folded > 0) logger.info({ folded }, 'folded trips into the maps');
}

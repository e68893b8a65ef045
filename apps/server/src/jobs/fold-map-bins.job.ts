import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { foldMapChanges } from '../rollups/map-fold.ts';

export const FOLD_MAP_BINS_JOB = 'fold-map-bins';
/** Every minute: the maps are at most about a minute behind the trips (decision 0014). */
export const FOLD_MAP_BINS_CRON = '* * * * *';

/**
 * The job's share of each minute, in small batches with a breather between them: a backlog (the stored trips
 * queued by the maps' migration, or the older trips of a new demo world) is folded over the following minutes
 * without holding the embedded database's one connection for long, so that requests keep their pace.
 */
export const FOLD_RUN = { budgetMs: 20_000, batchSize: 100, pauseMs: 150 };

/** Folds the trips queued since the last run into the maps' cells and corridors (a backlog over several runs). */
export async function foldMapBins(db: Db, logger: Logger) {
  const folded = await foldMapChanges(db, FOLD_RUN);
  if (folded > 0) logger.info({ folded }, 'folded trips into the maps');
}

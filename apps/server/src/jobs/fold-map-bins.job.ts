import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { foldMapChanges } from '../rollups/map-fold.ts';

export const FOLD_MAP_BINS_JOB = 'fold-map-bins';
/** Every minute: the maps are at most about a minute behind the trips (decision 0014). */
export const FOLD_MAP_BINS_CRON = '* * * * *';

/** Folds the trips queued since the last run into the maps' cells and corridors. */
export async function foldMapBins(db: Db, logger: Logger) {
  const folded = await foldMapChanges(db);
  if (folded > 0) logger.info({ folded }, 'folded trips into the maps');
}

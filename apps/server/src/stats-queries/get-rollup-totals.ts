import { sql } from 'drizzle-orm';
import type { DayRange, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { MEASURE_COLUMN_LIST, ROLLUP_MEASURE_COLUMNS, sumMeasures, type RawMeasures } from './measures.ts';
import { modeFilter, ROLLUPS, rollupRows, splitRange } from './rollup-rows.ts';
import { rollupScopeFilter, type StatsScope } from './stats-scope.ts';

/** Sums of the sustainable trips of a scope over a range (optionally some modes only), from the rollups. */
export async function getRollupTotals(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  modes?: readonly TransportMode[],
): Promise<RawMeasures> {
  const rows = rollupRows(
    ROLLUPS.scope,
    splitRange(range),
    sql`${rollupScopeFilter(scope)} and ${modeFilter(modes)}`,
    () => MEASURE_COLUMN_LIST,
  );
  const result = await executePrepared<RawMeasures>(
    db,
    sql`select ${sumMeasures(ROLLUP_MEASURE_COLUMNS)} from (${rows}) as rollup`,
  );
  return result.rows[0]!;
}

import { sql } from 'drizzle-orm';
import type { DayRange, Granularity, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { MEASURE_COLUMN_LIST, ROLLUP_MEASURE_COLUMNS, sumMeasures, type BucketModeMeasures } from './measures.ts';
import { bucketedRollupRows, modeFilter, ROLLUPS } from './rollup-rows.ts';
import { rollupScopeFilter, type StatsScope } from './stats-scope.ts';

/**
 * Sums of the sustainable trips of a scope per bucket (day, week or month) and mode, from the rollups:
 * series, breakdown by mode and totals all derive from these few rows.
 */
export async function getRollupMeasures(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  granularity: Granularity,
  modes?: readonly TransportMode[],
): Promise<BucketModeMeasures[]> {
  const rows = bucketedRollupRows(
    ROLLUPS.scope,
    range,
    granularity,
    sql`${rollupScopeFilter(scope)} and ${modeFilter(modes)} and sessions > 0`,
    sql`activity_type, ${MEASURE_COLUMN_LIST}`,
  );
  const result = await executePrepared<BucketModeMeasures>(
    db,
    sql`select bucket::text as "bucket", activity_type as "activityType", ${sumMeasures(ROLLUP_MEASURE_COLUMNS)}
      from (${rows}) as rollup group by rollup.bucket, activity_type order by rollup.bucket, activity_type`,
  );
  return result.rows;
}

/** Sustainable sessions of a scope per bucket, all modes together: the few rows a sessions series needs. */
export async function getRollupSessionSeries(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  granularity: Granularity,
): Promise<{ bucket: string; sessions: number }[]> {
  const rows = bucketedRollupRows(
    ROLLUPS.scope,
    range,
    granularity,
    sql`${rollupScopeFilter(scope)} and sessions > 0`,
    sql`sessions`,
  );
  const result = await executePrepared<{ bucket: string; sessions: number }>(
    db,
    sql`select bucket::text as "bucket", sum(sessions)::float8 as "sessions"
      from (${rows}) as rollup group by rollup.bucket order by rollup.bucket`,
  );
  return result.rows;
}

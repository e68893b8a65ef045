import { sql } from 'drizzle-orm';
import type { DayRange, Granularity, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { bandsOf } from './distance-bands.ts';
import { MEASURE_COLUMN_LIST, ROLLUP_MEASURE_COLUMNS, sumMeasures, type BucketModeMeasures } from './measures.ts';
import { bucketedRollupRows, modeFilter, ROLLUPS } from './rollup-rows.ts';
import { rollupScopeFilter, type StatsScope } from './stats-scope.ts';

/**
 * Sums of the sustainable trips of a scope per bucket and mode whose recorded distance is between two bounds in
 * whole km (both included), from the distance rollups: a few rows per day (or month) and mode, exactly what a
 * filter on the raw trips' `distance_m` gives.
 */
export async function getDistanceMeasures(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  granularity: Granularity,
  filters: { minKm?: number; maxKm?: number; modes?: readonly TransportMode[] },
): Promise<BucketModeMeasures[]> {
  const bands = bandsOf(filters.minKm, filters.maxKm);
  const bandFilter =
    bands.to === null ? sql`distance_band >= ${bands.from}` : sql`distance_band between ${bands.from} and ${bands.to}`;
  const rows = bucketedRollupRows(
    ROLLUPS.distance,
    range,
    granularity,
    sql`${rollupScopeFilter(scope)} and ${modeFilter(filters.modes)} and ${bandFilter}`,
    sql`activity_type, ${MEASURE_COLUMN_LIST}`,
  );
  const result = await executePrepared<BucketModeMeasures>(
    db,
    sql`select bucket::text as "bucket", activity_type as "activityType", ${sumMeasures(ROLLUP_MEASURE_COLUMNS)}
      from (${rows}) as rollup group by rollup.bucket, activity_type order by rollup.bucket, activity_type`,
  );
  return result.rows;
}

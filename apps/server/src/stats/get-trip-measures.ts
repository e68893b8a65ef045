import { sql } from 'drizzle-orm';
import type { DayRange, Granularity, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { sumMeasures, type BucketModeMeasures } from './measures.ts';
import { bucketExpression, modeFilter } from './rollup-rows.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';
import { tripDaysFilter } from './trip-window.ts';

const TRIP_MEASURE_COLUMNS = {
  sessions: sql.raw('1'),
  distanceM: sql.raw('counted_distance_m'),
  ghgMg: sql.raw('ghg_mg'),
  greenpoints: sql.raw('greenpoints'),
  durationS: sql.raw('duration_s'),
  calories: sql.raw('calories'),
};

/**
 * Sums of the sustainable trips of a scope per bucket and mode, read from the raw trips: for filters the
 * rollups cannot answer (the recorded distance of each trip, in metres, both bounds included).
 */
export async function getTripMeasures(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  granularity: Granularity,
  filters: { distanceMinM?: number; distanceMaxM?: number; modes?: readonly TransportMode[] },
): Promise<BucketModeMeasures[]> {
  const distance = sql`${filters.distanceMinM === undefined ? sql`true` : sql`distance_m >= ${filters.distanceMinM}`}
    and ${filters.distanceMaxM === undefined ? sql`true` : sql`distance_m <= ${filters.distanceMaxM}`}`;
  const result = await db.execute<BucketModeMeasures>(
    sql`select bucket::text as "bucket", activity_type as "activityType", ${sumMeasures(TRIP_MEASURE_COLUMNS)}
      from (
        select ${bucketExpression(sql.raw('local_day'), granularity, range)} as bucket, *
        from trips
        where ${affiliationFilter(scope, 'trips')} and ${tripDaysFilter(range)} and counted
          and ${modeFilter(filters.modes)} and ${distance}
      ) as trips
      group by bucket, activity_type order by bucket, activity_type`,
  );
  return result.rows;
}

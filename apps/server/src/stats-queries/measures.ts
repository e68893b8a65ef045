import { sql, type SQL } from 'drizzle-orm';
import type { TransportMode } from '@mobiverte/contracts';

/** Sums read from the rollups or the trips, in their stored units (metres, milligrams, seconds). */
export type RawMeasures = {
  sessions: number;
  distanceM: number;
  ghgMg: number;
  greenpoints: number;
  durationS: number;
  calories: number;
};

/**
 * The sums of a rollup (or trips) subquery's measure columns, as numbers. The bigint columns are summed as
 * float8 (a third of the time of numeric sums): exact while a total stays under 2^53, which is 9 × 10^15 mg of
 * greenhouse gas or metres, far above any city's history (and the answer was a float8 before either way).
 */
export const sumMeasures = (source: {
  sessions: SQL;
  distanceM: SQL;
  ghgMg: SQL;
  greenpoints: SQL;
  durationS: SQL;
  calories: SQL;
}) => sql`coalesce(sum(${source.sessions}), 0)::float8 as "sessions",
  coalesce(sum(${source.distanceM}::float8), 0) as "distanceM",
  coalesce(sum(${source.ghgMg}::float8), 0) as "ghgMg",
  coalesce(sum(${source.greenpoints}::float8), 0) as "greenpoints",
  coalesce(sum(${source.durationS}::float8), 0) as "durationS",
  coalesce(sum(${source.calories}::float8), 0) as "calories"`;

export const ROLLUP_MEASURE_COLUMNS = {
  sessions: sql.raw('sessions'),
  distanceM: sql.raw('distance_m'),
  ghgMg: sql.raw('ghg_mg'),
  greenpoints: sql.raw('greenpoints'),
  durationS: sql.raw('duration_s'),
  calories: sql.raw('calories'),
};

export const MEASURE_COLUMN_LIST = sql.raw('sessions, distance_m, ghg_mg, greenpoints, duration_s, calories');

export const emptyMeasures = (): RawMeasures => ({
  sessions: 0,
  distanceM: 0,
  ghgMg: 0,
  greenpoints: 0,
  durationS: 0,
  calories: 0,
});

export function addMeasures(target: RawMeasures, source: RawMeasures): RawMeasures {
  target.sessions += source.sessions;
  target.distanceM += source.distanceM;
  target.ghgMg += source.ghgMg;
  target.greenpoints += source.greenpoints;
  target.durationS += source.durationS;
  target.calories += source.calories;
  return target;
}

/** A row grouped by bucket and mode, from the rollups or the trips. */
export type BucketModeMeasures = RawMeasures & { bucket: string; activityType: TransportMode };

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

/** The sums of a rollup (or trips) subquery's measure columns, as numbers. */
export const sumMeasures = (source: {
  sessions: SQL;
  distanceM: SQL;
  ghgMg: SQL;
  greenpoints: SQL;
  durationS: SQL;
  calories: SQL;
}) => sql`coalesce(sum(${source.sessions}), 0)::float8 as "sessions",
  coalesce(sum(${source.distanceM}), 0)::float8 as "distanceM",
  coalesce(sum(${source.ghgMg}), 0)::float8 as "ghgMg",
  coalesce(sum(${source.greenpoints}), 0)::float8 as "greenpoints",
  coalesce(sum(${source.durationS}), 0)::float8 as "durationS",
  coalesce(sum(${source.calories}), 0)::float8 as "calories"`;

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

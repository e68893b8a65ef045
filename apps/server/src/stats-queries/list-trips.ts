import { sql } from 'drizzle-orm';
import type { DayRange, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { ROLLUPS, rollupRows, splitRange } from './rollup-rows.ts';
import { affiliationFilter, rollupScopeFilter, type StatsScope } from './stats-scope.ts';
import { isoInstant, opaqueFilter, tripInstantsFilter } from './trip-window.ts';

export type TripRow = {
  id: string;
  participantId: string;
  participantName: string;
  activityType: TransportMode;
  startTime: string;
  endTime: string;
  localDay: string;
  distanceM: number;
  durationS: number;
  source: 'app' | 'manual';
  counted: boolean;
  reason: string | null;
  countedDistanceM: number;
  ghgMg: number;
  greenpoints: number;
  calories: number;
};

/**
 * One page of the scope's raw trips in the range, newest first (only the sustainable ones unless
 * `includeNotCounted`; never the flagged ones waiting for or refused at review, which the rollups do not hold),
 * and how many there are, up to `countCap`.
 *
 * The page walks the scope's (owner, start_time) index backwards and stops after offset + limit rows (the
 * local day is checked on the rows walked, see `opaqueFilter`). The count is read from the rollups, where every
 * stored trip is folded under the same scope and local day (`trips`, or `sessions` for the sustainable ones):
 * a few rows, where counting up to 10,000 raw trips read them all.
 */
export async function listTrips(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  options: { includeNotCounted: boolean; offset: number; limit: number; countCap: number },
): Promise<{ rows: TripRow[]; total: number }> {
  const { instants, localDays } = tripInstantsFilter(range);
  const where = sql`${affiliationFilter(scope, 'trips')} and ${instants} and ${opaqueFilter(localDays)}
    and ${options.includeNotCounted ? sql`(trips.review_status is null or trips.review_status = 'accepted')` : sql`trips.counted`}`;
  const counted = sql.raw(options.includeNotCounted ? 'trips' : 'sessions');
  const [page, total] = await Promise.all([
    db.execute<TripRow>(
      sql`select t.id, t.participant_id as "participantId", trim(p.first_name || ' ' || p.last_name) as "participantName",
          t.activity_type as "activityType", ${isoInstant('t.start_time')} as "startTime",
          ${isoInstant('t.end_time')} as "endTime", t.local_day::text as "localDay", t.distance_m as "distanceM",
          t.duration_s as "durationS", t.source, t.counted, t.reason, t.counted_distance_m as "countedDistanceM",
          t.ghg_mg::float8 as "ghgMg", t.greenpoints, t.calories
        from (
          select * from trips where ${where}
          order by start_time desc, id desc limit ${options.limit} offset ${options.offset}
        ) as t
        join participants p on p.id = t.participant_id
        order by t.start_time desc, t.id desc`,
    ),
    db.execute<{ value: number }>(
      sql`select coalesce(sum(value), 0)::float8 as value from (${rollupRows(
        ROLLUPS.scope,
        splitRange(range),
        rollupScopeFilter(scope),
        () => sql`${counted} as value`,
      )}) as rollup`,
    ),
  ]);
  return { rows: page.rows, total: Math.min(total.rows[0]!.value, options.countCap) };
}

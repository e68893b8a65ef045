import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DayRange } from '@mobiverte/contracts';

/** The widest offsets of a time zone from UTC: UTC−12:00 and UTC+14:00 (in hours). */
const MIN_OFFSET_HOURS = -12;
const MAX_OFFSET_HOURS = 14;
const HOUR_MS = 3_600_000;

/**
 * The trips of a range of the city's days, in two parts: an index range on `start_time`, and the exact
 * `local_day` the trip was folded under. A trip of local day D started between D 00:00 UTC − 14 h and
 * D + 1 00:00 UTC + 12 h whatever the zone it was folded in (even one the city no longer uses), so the index
 * range is the range's days in UTC widened by those offsets: 26 hours more than the range, not more.
 */
export function tripInstantsFilter(range: DayRange, alias = 'trips'): { instants: SQL; localDays: SQL } {
  const from = new Date(Date.parse(`${range.startDate}T00:00:00Z`) - MAX_OFFSET_HOURS * HOUR_MS);
  const to = new Date(Date.parse(`${addDays(range.endDate, 1)}T00:00:00Z`) - MIN_OFFSET_HOURS * HOUR_MS);
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    instants: sql`${column('start_time')} >= ${from.toISOString()}::timestamptz and ${column('start_time')} < ${to.toISOString()}::timestamptz`,
    localDays: sql`${column('local_day')} between ${range.startDate}::date and ${range.endDate}::date`,
  };
}

/**
 * A condition the planner estimates as matching half of the rows: PostgreSQL multiplies the selectivities of
 * `local_day between …` and of the `start_time` range as if they were independent (of the trips in a month's
 * range of start times, two days wider, it keeps about 5 % for the month's local days instead of about 90 %),
 * and gives an expression such
 * as `to_char(…) between …` a default 0.5 %. With those estimates, a newest-first page looks cheaper sorted
 * after reading the whole range than walked in index order; it is the other way round by far (1 s against a
 * few ms for a city's month at 10 M trips). A `case` is a boolean the planner cannot see through (0.5).
 */
export const opaqueFilter = (condition: SQL) => sql`case when ${condition} then true else false end`;

/** What the rollups hold as a session: a counted trip that broke no rule or that was accepted at review. */
export const TRIP_IN_FIGURES = sql`(counted and (review_status is null or review_status = 'accepted'))`;

/** A timestamp column as an ISO 8601 instant in UTC, whatever the session's time zone. */
export const isoInstant = (column: string) =>
  sql`to_char(${sql.raw(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

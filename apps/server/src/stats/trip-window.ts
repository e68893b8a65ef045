import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DayRange } from '@mobiverte/contracts';

/**
 * The trips of a range of the city's days, in two parts: an index range on `start_time` two days wider than
 * the range (whatever the time zone), and the exact `local_day` the trip was folded under.
 */
export function tripInstantsFilter(range: DayRange, alias = 'trips'): { instants: SQL; localDays: SQL } {
  const from = new Date(`${addDays(range.startDate, -2)}T00:00:00Z`);
  const to = new Date(`${addDays(range.endDate, 3)}T00:00:00Z`);
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    instants: sql`${column('start_time')} >= ${from.toISOString()}::timestamptz and ${column('start_time')} < ${to.toISOString()}::timestamptz`,
    localDays: sql`${column('local_day')} between ${range.startDate}::date and ${range.endDate}::date`,
  };
}

/** Both parts of `tripInstantsFilter` as one condition. */
export function tripDaysFilter(range: DayRange, alias = 'trips'): SQL {
  const { instants, localDays } = tripInstantsFilter(range, alias);
  return sql`${instants} and ${localDays}`;
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

/** A timestamp column as an ISO 8601 instant in UTC, whatever the session's time zone. */
export const isoInstant = (column: string) =>
  sql`to_char(${sql.raw(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

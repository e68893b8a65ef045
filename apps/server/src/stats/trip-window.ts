import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DayRange } from '@mobiverte/contracts';

/**
 * The trips of a range of the city's days: an index range on `start_time` two days wider than the range
 * (whatever the time zone), then the exact `local_day` the trip was folded under.
 */
export function tripDaysFilter(range: DayRange, alias = 'trips'): SQL {
  const from = new Date(`${addDays(range.startDate, -2)}T00:00:00Z`);
  const to = new Date(`${addDays(range.endDate, 3)}T00:00:00Z`);
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`${column('start_time')} >= ${from.toISOString()}::timestamptz and ${column('start_time')} < ${to.toISOString()}::timestamptz
    and ${column('local_day')} between ${range.startDate}::date and ${range.endDate}::date`;
}

/** A timestamp column as an ISO 8601 instant in UTC, whatever the session's time zone. */
export const isoInstant = (column: string) =>
  sql`to_char(${sql.raw(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

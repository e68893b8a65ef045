import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@mobiverte/contracts';

/**
 * Days of a month as bits of `participant_stats_monthly.active_days`: day d is bit d − 1, so a month's 31 days
 * fit in a positive 32-bit integer (2^31 − 1 is every day).
 */
export const EVERY_DAY = 2 ** 31 - 1;

/** The bit of a local day (`YYYY-MM-DD`) in its month's `active_days`. */
export const activeDayBit = (day: string) => 2 ** (Number(day.slice(8, 10)) - 1);

/** The bits of days `from` to `to` of a month (1–31, both included). */
export const daysMask = (from: number, to: number) => 2 ** to - 2 ** (from - 1);

/**
 * The participant-month rows with a sustainable trip on at least one day of the range: the months the range
 * touches, the first and last ones masked to the range's days. `where` filters the affiliation.
 */
export function activeParticipantMonths(range: DayRange, where: SQL, columns: SQL): SQL {
  const firstMonth = `${range.startDate.slice(0, 7)}-01`;
  const lastMonth = `${range.endDate.slice(0, 7)}-01`;
  const firstMask = daysMask(Number(range.startDate.slice(8, 10)), 31);
  const lastMask = daysMask(1, Number(range.endDate.slice(8, 10)));
  return sql`select ${columns} from participant_stats_monthly
    where ${where} and sessions > 0 and month between ${firstMonth}::date and ${lastMonth}::date
      and active_days
        & (case when month = ${firstMonth}::date then ${firstMask}::integer else ${EVERY_DAY}::integer end)
        & (case when month = ${lastMonth}::date then ${lastMask}::integer else ${EVERY_DAY}::integer end) <> 0`;
}

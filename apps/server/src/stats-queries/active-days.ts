import { sql, type SQL } from 'drizzle-orm';
import { periodStart, type DayRange } from '@mobiverte/contracts';

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
 * Rows with one per participant (and affiliation) active on at least one day of the range, for counting distinct
 * participants; `where` filters the affiliation, `columns` are among `participant_id`, `city_id`,
 * `organisation_id` and `branch_id`.
 *
 * A range from 1 January (a year in progress compared with the same days of the previous year) reads the
 * yearly rows of its years, each trip's affiliation, whose first active day is at most the range's end: one row
 * per participant. Any other range reads the monthly rows of the months it touches, the affiliation of each
 * month's last trip, the first and last months masked to the range's days.
 */
export function activeParticipantRows(range: DayRange, where: SQL, columns: SQL): SQL {
  if (periodStart('year', range.startDate) === range.startDate) {
    return sql`select ${columns} from participant_stats_yearly
      where ${where} and year between ${range.startDate}::date and ${periodStart('year', range.endDate)}::date
        and first_active_day <= ${range.endDate}::date`;
  }
  const firstMonth = periodStart('month', range.startDate);
  const lastMonth = periodStart('month', range.endDate);
  const firstMask = daysMask(Number(range.startDate.slice(8, 10)), 31);
  const lastMask = daysMask(1, Number(range.endDate.slice(8, 10)));
  return sql`select ${columns} from participant_stats_monthly
    where ${where} and sessions > 0 and month between ${firstMonth}::date and ${lastMonth}::date
      and active_days
        & (case when month = ${firstMonth}::date then ${firstMask}::integer else ${EVERY_DAY}::integer end)
        & (case when month = ${lastMonth}::date then ${lastMask}::integer else ${EVERY_DAY}::integer end) <> 0`;
}

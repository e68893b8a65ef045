import { sql } from 'drizzle-orm';
import { periodEnd, periodStart, type CalendarPeriod, type DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { rollupScopeFilter, type StatsScope } from './stats-scope.ts';

export type CounterPeriod = 'day' | CalendarPeriod;

/** The one whole day, ISO week, month or year a range covers exactly, if it does. */
export function wholePeriodOf(range: DayRange): CounterPeriod | null {
  if (range.startDate === range.endDate) return 'day';
  for (const period of ['week', 'month', 'year'] as const) {
    if (
      periodStart(period, range.startDate) === range.startDate &&
      periodEnd(period, range.startDate) === range.endDate
    ) {
      return period;
    }
  }
  return null;
}

/**
 * Distinct active participants of whole periods, from the counters the ingestion keeps (one row per scope and
 * period): `{ periodStart → participants }` for the given starts.
 */
export async function readActiveCounters(db: Db, scope: StatsScope, period: CounterPeriod, starts: string[]) {
  if (starts.length === 0) return new Map<string, number>();
  const result = await executePrepared<{ start: string; value: number }>(
    db,
    sql`select period_start::text as "start", sum(participants)::int as "value" from stats_active_participants
      where ${rollupScopeFilter(scope)} and period_type = ${period}
        and period_start in (${sql.join(
          starts.map((start) => sql`${start}::date`),
          sql`, `,
        )})
      group by period_start`,
  );
  return new Map(result.rows.map((row) => [row.start, row.value]));
}

/** Participant-days with a sustainable trip in a range: the sum of the daily counters. */
export async function sumActiveParticipantDays(db: Db, scope: StatsScope, range: DayRange): Promise<number> {
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select coalesce(sum(participants), 0)::int as value from stats_active_participants
      where ${rollupScopeFilter(scope)} and period_type = 'day'
        and period_start between ${range.startDate}::date and ${range.endDate}::date`,
  );
  return result.rows[0]!.value;
}

import { sql } from 'drizzle-orm';
import type { DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { rollupScopeFilter, type StatsScope } from './stats-scope.ts';

/** Periods: days of the range with at least one sustainable trip in the scope. */
export async function countActiveDays(db: Db, scope: StatsScope, range: DayRange): Promise<number> {
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select count(distinct day)::int as value from stats_daily
      where ${rollupScopeFilter(scope)} and sessions > 0
        and day between ${range.startDate}::date and ${range.endDate}::date`,
  );
  return result.rows[0]!.value;
}

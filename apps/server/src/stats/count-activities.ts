import { sql } from 'drizzle-orm';
import type { DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

/** Activities: participant-days with at least one sustainable trip in the range. */
export async function countActivities(db: Db, scope: StatsScope, range: DayRange): Promise<number> {
  const result = await db.execute<{ value: number }>(
    sql`select count(*)::int as value from participant_stats_daily
      where ${affiliationFilter(scope)} and sessions > 0
        and day between ${range.startDate}::date and ${range.endDate}::date`,
  );
  return result.rows[0]!.value;
}

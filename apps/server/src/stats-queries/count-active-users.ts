import { sql } from 'drizzle-orm';
import type { DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { readActiveCounters, wholePeriodOf } from './active-participant-counters.ts';
import { activeParticipantRows } from './active-days.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

/**
 * Active users: distinct participants with at least one sustainable trip in the range. A whole day, week,
 * month or year reads one counter row; any other range counts the participants' rows active in it
 * (`activeParticipantRows`: yearly rows for a range from 1 January, monthly ones otherwise), from indexes alone.
 */
export async function countActiveUsers(db: Db, scope: StatsScope, range: DayRange): Promise<number> {
  const whole = wholePeriodOf(range);
  if (whole) return (await readActiveCounters(db, scope, whole, [range.startDate])).get(range.startDate) ?? 0;
  const rows = activeParticipantRows(range, affiliationFilter(scope), sql`participant_id`);
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select count(*)::int as value from (select participant_id from (${rows}) as rows group by participant_id) as active`,
  );
  return result.rows[0]!.value;
}

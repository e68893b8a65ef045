import { sql } from 'drizzle-orm';
import { addDays, type DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

/**
 * Greenpoints credited to the scope's participants in the range by ledger entries that do not come from a
 * trip (badges, challenges, referrals, point changes…): positive greenpoint entries, not cancelled, other than
 * `sessions` (counted with their trip) and `SHOPPING` (spending). Days are the city's; the participant's
 * current affiliation decides the scope. Rare entries, read through a partial index.
 */
export async function sumOtherCredits(db: Db, scope: StatsScope, range: DayRange, timeZone: string): Promise<number> {
  const from = sql`(${range.startDate}::date::timestamp at time zone ${timeZone})`;
  const to = sql`(${addDays(range.endDate, 1)}::date::timestamp at time zone ${timeZone})`;
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select coalesce(sum(t.transaction_value), 0)::float8 as value
      from greenpoint_transactions t join participants p on p.id = t.participant_id
      where t.city_id = ${scope.cityId} and t.created_at >= ${from} and t.created_at < ${to}
        and t.transaction_type <> 'sessions' and t.transaction_type <> 'SHOPPING'
        and t.point_kind = 'greenpoint' and t.status <> 'cancelled' and t.transaction_value > 0
        and ${affiliationFilter(scope, 'p')}`,
  );
  return result.rows[0]!.value;
}

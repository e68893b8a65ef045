import { sql } from 'drizzle-orm';
import type { DayRange, Granularity } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { bucketExpression, daysOnly, ROLLUPS, rollupRows, splitRange } from './rollup-rows.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

export type ParticipantBucket = { bucket: string; activeUsers: number; activities: number };

/**
 * Active users (distinct participants) and activities (participant-days) per bucket of a range. Per day both
 * are the day's active participant rows; per week or month, participants are counted once per bucket.
 */
export async function getParticipantSeries(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  granularity: Granularity,
): Promise<ParticipantBucket[]> {
  const active = sql`${affiliationFilter(scope)} and sessions > 0`;
  const days = rollupRows(
    ROLLUPS.participant,
    daysOnly(range),
    active,
    (period) => sql`${bucketExpression(period, granularity, range)} as bucket`,
  );
  if (granularity === 'day') {
    const result = await db.execute<ParticipantBucket>(
      sql`select bucket::text as "bucket", count(*)::int as "activeUsers", count(*)::int as "activities"
        from (${days}) as rows group by bucket order by bucket`,
    );
    return result.rows;
  }
  const users = rollupRows(
    ROLLUPS.participant,
    granularity === 'month' ? splitRange(range) : daysOnly(range),
    active,
    (period) => sql`${bucketExpression(period, granularity, range)} as bucket, participant_id`,
  );
  const result = await db.execute<ParticipantBucket>(
    sql`select coalesce(users.bucket, days.bucket)::text as "bucket",
        coalesce(users.value, 0)::int as "activeUsers", coalesce(days.value, 0)::int as "activities"
      from (
        select bucket, count(*) as value
        from (select bucket, participant_id from (${users}) as rows group by bucket, participant_id) as distinct_users
        group by bucket
      ) as users
      full join (select bucket, count(*) as value from (${days}) as rows group by bucket) as days
        on days.bucket = users.bucket
      order by 1`,
  );
  return result.rows;
}

import { sql } from 'drizzle-orm';
import { listBuckets, periodEnd, periodStart, type DayRange, type Granularity } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { readActiveCounters } from './active-participant-counters.ts';
import { countActiveUsers } from './count-active-users.ts';
import { bucketExpression } from './rollup-rows.ts';
import { rollupScopeFilter, type StatsScope } from './stats-scope.ts';

export type ParticipantBucket = { bucket: string; activeUsers: number; activities: number };

/**
 * Active users (distinct participants) and activities (participant-days) per bucket of a range, from the
 * counters the ingestion keeps: activities sum the daily counters; active users of a whole week or month read
 * its counter, and only a partial bucket at either end of the range counts the participant rollups.
 */
export async function getParticipantSeries(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  granularity: Granularity,
): Promise<ParticipantBucket[]> {
  const activities = await executePrepared<{ bucket: string; value: number }>(
    db,
    sql`select ${bucketExpression(sql.raw('period_start'), granularity, range)}::text as "bucket", sum(participants)::int as "value"
      from stats_active_participants
      where ${rollupScopeFilter(scope)} and period_type = 'day'
        and period_start between ${range.startDate}::date and ${range.endDate}::date
      group by 1`,
  );
  const activitiesByBucket = new Map(activities.rows.map((row) => [row.bucket, row.value]));
  const buckets = listBuckets(range, granularity);
  if (granularity === 'day') {
    return buckets
      .filter((bucket) => activitiesByBucket.has(bucket))
      .map((bucket) => ({
        bucket,
        activeUsers: activitiesByBucket.get(bucket)!,
        activities: activitiesByBucket.get(bucket)!,
      }));
  }
  const bucketRange = (bucket: string): DayRange => {
    const end = periodEnd(granularity, periodStart(granularity, bucket));
    return { startDate: bucket, endDate: end > range.endDate ? range.endDate : end };
  };
  const whole = buckets.filter(
    (bucket) => startsPeriod(bucket, granularity) && periodEnd(granularity, bucket) <= range.endDate,
  );
  const counters = await readActiveCounters(db, scope, granularity, whole);
  const partial = buckets.filter((bucket) => !whole.includes(bucket));
  const partialCounts = await Promise.all(partial.map((bucket) => countActiveUsers(db, scope, bucketRange(bucket))));
  const activeByBucket = new Map([
    ...counters,
    ...partial.map((bucket, index) => [bucket, partialCounts[index]!] as const),
  ]);
  return buckets
    .map((bucket) => ({
      bucket,
      activeUsers: activeByBucket.get(bucket) ?? 0,
      activities: activitiesByBucket.get(bucket) ?? 0,
    }))
    .filter((row) => row.activeUsers > 0 || row.activities > 0);
}

function startsPeriod(bucket: string, granularity: Exclude<Granularity, 'day'>): boolean {
  return granularity === 'month' ? bucket.endsWith('-01') : new Date(`${bucket}T00:00:00Z`).getUTCDay() === 1;
}

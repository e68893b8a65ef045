import { sql } from 'drizzle-orm';
import type { DayRange, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { opaqueFilter, tripInstantsFilter } from './trip-window.ts';

export type TrackRow = { activityType: TransportMode; geometry: string; participantId: string };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a window of local times of day (`HH:mm`, both included, past midnight when start > end) is the whole day. */
export function isWholeDay(startTime: string, endTime: string): boolean {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  return start <= end ? start === 0 && end === 24 * 60 - 1 : start === end + 1;
}

/**
 * The encoded polylines of a city's sustainable trips in a range of days, starting between two local times
 * of day (`HH:mm`, both included; a window past midnight when the start is after the end), newest first.
 *
 * The plan walks `trips_city_start_idx` backwards (newest first, ties on id sorted incrementally) and stops
 * after `limit` rows: the local day and hour filters are checked on the rows walked, and are opaque to the
 * planner (see `opaqueFilter`), so that it does not underestimate the matches and sort the whole range instead.
 */
export async function listTracks(
  db: Db,
  query: { cityId: string; timeZone: string; range: DayRange; startTime: string; endTime: string; limit: number },
): Promise<TrackRow[]> {
  const timeOfDay = sql`to_char(start_time at time zone ${query.timeZone}, 'HH24:MI')`;
  const hours = isWholeDay(query.startTime, query.endTime)
    ? sql`true`
    : query.startTime <= query.endTime
      ? sql`${timeOfDay} between ${query.startTime} and ${query.endTime}`
      : sql`(${timeOfDay} >= ${query.startTime} or ${timeOfDay} <= ${query.endTime})`;
  const { instants, localDays } = tripInstantsFilter(query.range);
  const result = await db.execute<TrackRow>(
    sql`select activity_type as "activityType", geometry, participant_id as "participantId" from trips
      where trips.city_id = ${query.cityId} and ${instants} and counted
        and geometry is not null and geometry <> '' and ${opaqueFilter(sql`${localDays} and ${hours}`)}
      order by start_time desc, id desc limit ${query.limit}`,
  );
  return result.rows;
}

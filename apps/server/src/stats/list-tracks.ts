import { sql } from 'drizzle-orm';
import type { DayRange, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { tripDaysFilter } from './trip-window.ts';

export type TrackRow = { activityType: TransportMode; geometry: string };

/**
 * The encoded polylines of a city's sustainable trips in a range of days, starting between two local times
 * of day (`HH:mm`, both included; a window past midnight when the start is after the end), newest first.
 */
export async function listTracks(
  db: Db,
  query: { cityId: string; timeZone: string; range: DayRange; startTime: string; endTime: string; limit: number },
): Promise<TrackRow[]> {
  const timeOfDay = sql`to_char(start_time at time zone ${query.timeZone}, 'HH24:MI')`;
  const hours =
    query.startTime <= query.endTime
      ? sql`${timeOfDay} between ${query.startTime} and ${query.endTime}`
      : sql`(${timeOfDay} >= ${query.startTime} or ${timeOfDay} <= ${query.endTime})`;
  const result = await db.execute<TrackRow>(
    sql`select activity_type as "activityType", geometry from trips
      where trips.city_id = ${query.cityId} and ${tripDaysFilter(query.range)} and counted
        and geometry is not null and geometry <> '' and ${hours}
      order by start_time desc, id desc limit ${query.limit}`,
  );
  return result.rows;
}

import { CAR_EMISSION_KG_PER_KM, type CarpoolFigures, type DayRange } from '@mobiverte/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

/**
 * The carpool figures of the scope's events (or of one event) over the occurrences of a range: requests, drivers
 * and seats of the confirmed matches, shared trips (matches whose trip was recorded), and what they saved
 * against driving alone: the rider's recorded distance (the driver's when the rider recorded none).
 */
export async function getCarpoolFigures(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  eventId?: string,
): Promise<CarpoolFigures> {
  const events = sql`select e.id from carpool_events e where ${affiliationFilter(scope, 'e')}
    ${eventId ? sql`and e.id = ${eventId}` : sql``}`;
  const result = await executePrepared<{
    requests: number;
    drivers: number;
    seats_filled: number;
    shared_trips: number;
    saved_m: number;
  }>(
    db,
    sql`
      select
        (select count(*)::int from carpool_requests r
          where r.event_id in (${events}) and r.occurrence_date between ${range.startDate} and ${range.endDate}
            and r.status not in ('deleted', 'rejected')) as requests,
        count(distinct m.driver_request_id) filter (where m.status in ('accepted', 'success'))::int as drivers,
        count(*) filter (where m.status in ('accepted', 'success'))::int as seats_filled,
        count(*) filter (where m.status = 'success')::int as shared_trips,
        coalesce(sum(saved.metres), 0)::float8 as saved_m
      from carpool_matches m
      left join lateral (
        select coalesce(
          (select max(t.distance_m) from trips t join carpool_requests rider on rider.id = m.rider_request_id
            where t.carpool_match_id = m.id and t.participant_id = rider.participant_id),
          (select max(t.distance_m) from trips t where t.carpool_match_id = m.id)
        ) as metres
      ) saved on m.status = 'success'
      where m.event_id in (${events}) and m.occurrence_date between ${range.startDate} and ${range.endDate}`,
  );
  const row = result.rows[0]!;
  const kmSaved = Math.round(row.saved_m) / 1000;
  return {
    requests: row.requests,
    drivers: row.drivers,
    seatsFilled: row.seats_filled,
    sharedTrips: row.shared_trips,
    kmSaved,
    ghgSavedKg: Math.round(kmSaved * CAR_EMISSION_KG_PER_KM * 1000) / 1000,
  };
}

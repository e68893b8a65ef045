import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { CARPOOL_AREA_CELL, LIVE_MATCH_STATUSES, type DayRange } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { carpoolRequests } from '../../db/schema/index.ts';
import { affiliationFilter, type StatsScope } from '../../stats-queries/stats-scope.ts';

/** Requests an admin removed or refused are not where the event's participants come from. */
const LEFT_OUT_REQUESTS = ['deleted', 'rejected'] as const;

const cellOf = (lat: unknown, lng: unknown) => ({
  row: sql<number>`floor(${lat} / ${sql.raw(String(CARPOOL_AREA_CELL.latDegrees))})::int`.mapWith(Number),
  col: sql<number>`floor(${lng} / ${sql.raw(String(CARPOOL_AREA_CELL.lngDegrees))})::int`.mapWith(Number),
});

/**
 * The event's departure areas: per grid cell, its distinct participants, drivers and riders (a request as both
 * counts for both). Only cells leave the database, never a request's point.
 */
export async function countDepartureAreas(db: Db, eventId: string) {
  const cell = cellOf(carpoolRequests.areaLat, carpoolRequests.areaLng);
  return db
    .select({
      ...cell,
      participants: sql<number>`count(distinct ${carpoolRequests.participantId})`.mapWith(Number),
      drivers:
        sql<number>`count(distinct ${carpoolRequests.participantId}) filter (where ${carpoolRequests.role} <> 'rider')`.mapWith(
          Number,
        ),
      riders:
        sql<number>`count(distinct ${carpoolRequests.participantId}) filter (where ${carpoolRequests.role} <> 'driver')`.mapWith(
          Number,
        ),
    })
    .from(carpoolRequests)
    .where(and(eq(carpoolRequests.eventId, eventId), notInArray(carpoolRequests.status, [...LEFT_OUT_REQUESTS])))
    .groupBy(cell.row, cell.col);
}

/**
 * Where the live and shared matches a filter picks meet, per grid cell: the matches, their distinct riders
 * (`participants`: a meet point is its rider's departure point, so a cell is judged on the riders who leave from
 * it, as an area is), their distinct drivers and their events.
 */
async function countMeetingCellsWhere(db: Db, filter: SQL) {
  const lat = sql.raw(String(CARPOOL_AREA_CELL.latDegrees));
  const lng = sql.raw(String(CARPOOL_AREA_CELL.lngDegrees));
  const statuses = sql.join(
    [...LIVE_MATCH_STATUSES, 'success'].map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute<{
    row: number;
    col: number;
    matches: number;
    participants: number;
    drivers: number;
    events: number;
  }>(
    sql`select floor(m.meet_lat / ${lat})::int as row, floor(m.meet_lng / ${lng})::int as col,
        count(*)::int as matches, count(distinct r.participant_id)::int as participants,
        count(distinct d.participant_id)::int as drivers, count(distinct m.event_id)::int as events
      from carpool_matches m
      join carpool_requests r on r.id = m.rider_request_id
      join carpool_requests d on d.id = m.driver_request_id
      where ${filter} and m.status in (${statuses}) and m.meet_lat is not null
      group by 1, 2`,
  );
  return result.rows;
}

/** Where one event's matches meet, per grid cell. */
export async function countMeetingCells(db: Db, eventId: string) {
  return countMeetingCellsWhere(db, sql`m.event_id = ${eventId}`);
}

/** Where the matches of a city's or an organisation's events meet on the occurrences of a range, per grid cell. */
export async function countScopeMeetingCells(db: Db, scope: StatsScope, range: DayRange) {
  return countMeetingCellsWhere(
    db,
    sql`m.event_id in (select e.id from carpool_events e where ${affiliationFilter(scope, 'e')})
      and m.occurrence_date between ${range.startDate} and ${range.endDate}`,
  );
}

import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CARPOOL_AREA_CELL, LIVE_MATCH_STATUSES } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { carpoolRequests } from '../../db/schema/index.ts';

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
 * Where the event's live and shared matches meet, per grid cell: the matches and their distinct riders (a meet
 * point is its rider's departure point, so a cell is judged on the riders who leave from it, as an area is).
 */
export async function countMeetingCells(db: Db, eventId: string) {
  const lat = sql.raw(String(CARPOOL_AREA_CELL.latDegrees));
  const lng = sql.raw(String(CARPOOL_AREA_CELL.lngDegrees));
  const statuses = sql.join(
    [...LIVE_MATCH_STATUSES, 'success'].map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute<{ row: number; col: number; matches: number; participants: number }>(
    sql`select floor(m.meet_lat / ${lat})::int as row, floor(m.meet_lng / ${lng})::int as col,
        count(*)::int as matches, count(distinct r.participant_id)::int as participants
      from carpool_matches m
      join carpool_requests r on r.id = m.rider_request_id
      where m.event_id = ${eventId} and m.status in (${statuses}) and m.meet_lat is not null
      group by 1, 2`,
  );
  return result.rows;
}

import { sql, type SQL } from 'drizzle-orm';
import type { DayRange, TransportMode, TripBreakdownOutcome } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { affiliationFilter, type StatsScope } from '../../stats-queries/stats-scope.ts';
import { isoInstant, opaqueFilter, TRIP_IN_FIGURES, tripInstantsFilter } from '../../stats-queries/trip-window.ts';

/** A stored trip's outcome in SQL, as contracts' `tripBreakdownOutcome` decides it. */
const OUTCOME = sql`case
  when review_status = 'pending' then 'pending_review'
  when review_status = 'rejected' then 'rejected_at_review'
  when not counted then coalesce(reason, 'not_sustainable_mode')
  when counted_distance_m < distance_m then 'capped'
  else 'counted' end`;

/** The scope's stored trips of the range's local days (the rollups' days), through the (owner, start_time) index. */
function scopeTrips(scope: StatsScope, range: DayRange): SQL {
  const { instants, localDays } = tripInstantsFilter(range);
  return sql`${affiliationFilter(scope, 'trips')} and ${instants} and ${opaqueFilter(localDays)}`;
}

export type OutcomeSums = {
  outcome: TripBreakdownOutcome;
  trips: number;
  distanceM: number;
  countedM: number;
  ghgMg: number;
  greenpoints: number;
};

export type BreakdownTotals = { participants: number; activities: number; anyParticipants: number };

/** Trips, distances, greenhouse gas and greenpoints per outcome; the figures only from the trips in them. */
export async function sumTripsByOutcome(db: Db, scope: StatsScope, range: DayRange): Promise<OutcomeSums[]> {
  const result = await db.execute<OutcomeSums>(
    sql`select ${OUTCOME} as outcome, count(*)::int as trips, coalesce(sum(distance_m), 0)::float8 as "distanceM",
        coalesce(sum(case when ${TRIP_IN_FIGURES} then counted_distance_m else 0 end), 0)::float8 as "countedM",
        coalesce(sum(case when ${TRIP_IN_FIGURES} then ghg_mg else 0 end), 0)::float8 as "ghgMg",
        coalesce(sum(case when ${TRIP_IN_FIGURES} then greenpoints else 0 end), 0)::int as greenpoints
      from trips where ${scopeTrips(scope, range)} group by 1`,
  );
  return result.rows;
}

/** Participants and participant-days with a counted trip, and participants with any trip (for the threshold). */
export async function countBreakdownParticipants(db: Db, scope: StatsScope, range: DayRange): Promise<BreakdownTotals> {
  const result = await db.execute<BreakdownTotals>(
    sql`select count(distinct participant_id) filter (where ${TRIP_IN_FIGURES})::int as participants,
        count(distinct (participant_id, local_day)) filter (where ${TRIP_IN_FIGURES})::int as activities,
        count(distinct participant_id)::int as "anyParticipants"
      from trips where ${scopeTrips(scope, range)}`,
  );
  return result.rows[0]!;
}

export type ModeSums = { activityType: TransportMode; trips: number; countedM: number; participants: number };

/** The counted trips per mode, with their distinct participants (for the threshold). */
export async function sumCountedTripsByMode(db: Db, scope: StatsScope, range: DayRange): Promise<ModeSums[]> {
  const result = await db.execute<ModeSums>(
    sql`select activity_type as "activityType", count(*)::int as trips,
        coalesce(sum(counted_distance_m), 0)::float8 as "countedM", count(distinct participant_id)::int as participants
      from trips where ${scopeTrips(scope, range)} and ${TRIP_IN_FIGURES}
      group by activity_type order by count(*) desc, activity_type`,
  );
  return result.rows;
}

export type BreakdownTripRow = {
  id: string;
  localDay: string;
  startTime: string;
  participantName: string;
  activityType: TransportMode;
  source: 'app' | 'manual';
  distanceM: number;
  countedM: number;
  greenpoints: number;
  outcome: TripBreakdownOutcome;
};

/** One page of the scope's trips of the range, newest first, optionally of one outcome. */
export async function listBreakdownTrips(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  options: { outcome?: TripBreakdownOutcome; offset: number; limit: number },
): Promise<BreakdownTripRow[]> {
  const outcome = options.outcome ? sql`and ${OUTCOME} = ${options.outcome}` : sql``;
  const result = await db.execute<BreakdownTripRow>(
    sql`select t.id, t.local_day::text as "localDay", ${isoInstant('t.start_time')} as "startTime",
        trim(p.first_name || ' ' || p.last_name) as "participantName", t.activity_type as "activityType", t.source,
        t.distance_m as "distanceM", t.counted_m::float8 as "countedM", t.greenpoints_in as greenpoints, t.outcome
      from (
        select id, participant_id, local_day, start_time, activity_type, source, distance_m, ${OUTCOME} as outcome,
          case when ${TRIP_IN_FIGURES} then counted_distance_m else 0 end as counted_m,
          case when ${TRIP_IN_FIGURES} then greenpoints else 0 end as greenpoints_in
        from trips where ${scopeTrips(scope, range)} ${outcome}
        order by start_time desc, id desc limit ${options.limit} offset ${options.offset}
      ) as t
      join participants p on p.id = t.participant_id
      order by t.start_time desc, t.id desc`,
  );
  return result.rows;
}

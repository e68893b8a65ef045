import { sql } from 'drizzle-orm';
import type { DayRange, TransportMode } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { wholePeriodOf } from './active-participant-counters.ts';
import { ROLLUPS, rollupRows, splitRange } from './rollup-rows.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

export type TopParticipantRow = {
  participantId: string;
  firstName: string;
  lastName: string;
  branchName: string | null;
  usualTransportMode: TransportMode | null;
  sessions: number;
  distanceM: number;
  ghgMg: number;
  greenpoints: number;
};

/**
 * The participants with the most sustainable trips in the range (then the longest distance), from the rollups:
 * a whole month from its monthly rows (read from the "active" index, which carries the measures), a whole year
 * from the yearly rows (one per participant and affiliation), any other range from the monthly and daily ones.
 */
export async function getTopParticipants(
  db: Db,
  scope: StatsScope,
  range: DayRange,
  limit: number,
): Promise<TopParticipantRow[]> {
  const columns = sql`participant_id, sessions, distance_m, ghg_mg, greenpoints`;
  const where = sql`${affiliationFilter(scope)} and sessions > 0`;
  const whole = wholePeriodOf(range);
  const order = sql`order by sessions desc, distance_m desc, participant_id limit ${limit}`;
  // A whole month or year has one row per participant (and affiliation, for a year): no grouping for a month.
  const top =
    whole === 'month'
      ? sql`select ${columns} from participant_stats_monthly where ${where} and month = ${range.startDate}::date ${order}`
      : sql`select participant_id, sum(sessions) as sessions, sum(distance_m) as distance_m, sum(ghg_mg) as ghg_mg,
            sum(greenpoints) as greenpoints
          from (${
            whole === 'year'
              ? sql`select ${columns} from participant_stats_yearly where ${where} and year = ${range.startDate}::date`
              : rollupRows(ROLLUPS.participant, splitRange(range), where, () => columns)
          }) as rollup group by participant_id ${order}`;
  const result = await executePrepared<TopParticipantRow>(
    db,
    sql`select top.participant_id as "participantId", p.first_name as "firstName", p.last_name as "lastName",
        b.name as "branchName", p.usual_transport_mode as "usualTransportMode", top.sessions::float8 as "sessions",
        top.distance_m::float8 as "distanceM", top.ghg_mg::float8 as "ghgMg", top.greenpoints::float8 as "greenpoints"
      from (${top}) as top
      join participants p on p.id = top.participant_id
      left join branches b on b.id = p.branch_id
      order by top.sessions desc, top.distance_m desc, top.participant_id`,
  );
  return result.rows;
}

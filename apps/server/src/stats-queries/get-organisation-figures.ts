import { sql } from 'drizzle-orm';
import type { DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { activeParticipantRows } from './active-days.ts';
import { wholePeriodOf } from './active-participant-counters.ts';
import { ROLLUPS, rollupRows, splitRange } from './rollup-rows.ts';

export type OrganisationFigures = {
  organisationId: string;
  name: string;
  employeesCount: number;
  participants: number;
  carCommuters: number;
  activeUsers: number;
  sessions: number;
  distanceM: number;
  ghgMg: number;
  greenpoints: number;
};

/**
 * Every organisation of a city with its figures over the range: participants today (and how many of them
 * usually commute by car), active users (a counter row per organisation for a whole period) and the sums of its sustainable trips. What the city's organisations
 * table and the organisation scores are made of.
 */
export async function getOrganisationFigures(db: Db, cityId: string, range: DayRange): Promise<OrganisationFigures[]> {
  const split = splitRange(range);
  const ofCity = sql`(select id from organisations where city_id = ${cityId})`;
  const trips = rollupRows(
    ROLLUPS.scope,
    split,
    sql`scope_type = 'organisation' and scope_id in ${ofCity} and sessions > 0`,
    () => sql`scope_id, sessions, distance_m, ghg_mg, greenpoints`,
  );
  const whole = wholePeriodOf(range);
  const activeByOrganisation = whole
    ? sql`select scope_id as organisation_id, participants as value from stats_active_participants
        where scope_type = 'organisation' and scope_id in ${ofCity} and period_type = ${whole}
          and period_start = ${range.startDate}::date`
    : sql`select organisation_id, count(*) as value
        from (select organisation_id, participant_id from (${activeParticipantRows(
          range,
          sql`organisation_id in ${ofCity}`,
          sql`organisation_id, participant_id`,
        )}) as rows group by organisation_id, participant_id) as users
        group by organisation_id`;
  const result = await executePrepared<OrganisationFigures>(
    db,
    sql`select o.id as "organisationId", o.name as "name", o.employees_count as "employeesCount",
        coalesce(people.participants, 0)::int as "participants", coalesce(people.car, 0)::int as "carCommuters",
        coalesce(active.value, 0)::int as "activeUsers", coalesce(trips.sessions, 0)::float8 as "sessions",
        coalesce(trips.distance_m, 0)::float8 as "distanceM", coalesce(trips.ghg_mg, 0)::float8 as "ghgMg",
        coalesce(trips.greenpoints, 0)::float8 as "greenpoints"
      from organisations o
      left join (
        select organisation_id, count(*) as participants, count(*) filter (where usual_transport_mode = 'car') as car
        from participants where organisation_id in ${ofCity} group by organisation_id
      ) as people on people.organisation_id = o.id
      left join (${activeByOrganisation}) as active on active.organisation_id = o.id
      left join (
        select scope_id, sum(sessions) as sessions, sum(distance_m) as distance_m, sum(ghg_mg) as ghg_mg,
          sum(greenpoints) as greenpoints
        from (${trips}) as rows group by scope_id
      ) as trips on trips.scope_id = o.id
      where o.city_id = ${cityId}
      order by o.name, o.id`,
  );
  return result.rows;
}

import { sql } from 'drizzle-orm';
import type { DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { ROLLUPS, rollupRows, splitRange } from './rollup-rows.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

export type PostalCodeFigures = {
  postalCode: string;
  participants: number;
  activeParticipants: number;
  trips: number;
  ghgMg: number;
};

/**
 * Per home postal code (as entered), the scope's participants today, and, over the range, how many of them made a
 * sustainable trip, their trips and the greenhouse gas they avoided, from the participant rollups (the trips made
 * under the scope's affiliation).
 */
export async function listPostalCodeFigures(db: Db, scope: StatsScope, range: DayRange) {
  const trips = rollupRows(
    ROLLUPS.participant,
    splitRange(range),
    affiliationFilter(scope),
    () => sql`participant_id, sessions, ghg_mg`,
  );
  const result = await executePrepared<PostalCodeFigures>(
    db,
    sql`with t as (select participant_id, sum(sessions)::int as sessions, sum(ghg_mg)::bigint as ghg_mg
        from (${trips}) r group by participant_id)
      select p.postal_code as "postalCode", count(*)::int as participants,
        (count(*) filter (where t.sessions > 0))::int as "activeParticipants",
        coalesce(sum(t.sessions), 0)::int as trips, coalesce(sum(t.ghg_mg), 0)::bigint as "ghgMg"
      from participants p left join t on t.participant_id = p.id
      where ${affiliationFilter(scope, 'p')} and p.postal_code is not null and p.postal_code <> ''
      group by p.postal_code`,
  );
  return result.rows.map((row) => ({
    postalCode: row.postalCode,
    participants: Number(row.participants),
    activeParticipants: Number(row.activeParticipants),
    trips: Number(row.trips),
    ghgMg: Number(row.ghgMg),
  }));
}

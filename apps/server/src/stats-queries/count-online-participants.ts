import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

/** Participants of the scope whose app last reported itself online. */
export async function countOnlineParticipants(db: Db, scope: StatsScope): Promise<number> {
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select count(*)::int as value from online_status
      join participants p on p.id = online_status.participant_id
      where online_status.state = 'online' and ${affiliationFilter(scope, 'p')}`,
  );
  return result.rows[0]!.value;
}

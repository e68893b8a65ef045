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

/** The participants of the scope whose app last reported itself online, the most recent first (at most `limit`). */
export async function listOnlineParticipants(db: Db, scope: StatsScope, limit: number) {
  const result = await db.execute<{
    participantId: string;
    firstName: string;
    lastName: string;
    branchName: string | null;
    since: Date | string;
  }>(
    sql`select p.id as "participantId", p.first_name as "firstName", p.last_name as "lastName",
        b.name as "branchName", online_status.last_changed as since
      from online_status
      join participants p on p.id = online_status.participant_id
      left join branches b on b.id = p.branch_id
      where online_status.state = 'online' and ${affiliationFilter(scope, 'p')}
      order by online_status.last_changed desc, p.id
      limit ${limit}`,
  );
  return result.rows;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { affiliationFilter, type StatsScope } from './stats-scope.ts';

/** Users: the participants registered in the scope today (their current city, organisation and branch). */
export async function countParticipants(db: Db, scope: StatsScope): Promise<number> {
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select count(*)::int as value from participants where ${affiliationFilter(scope)}`,
  );
  return result.rows[0]!.value;
}

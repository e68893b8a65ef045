import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import type { StatsScope } from './stats-scope.ts';

/** Organisations of the scope: every organisation of a city; 1 for an organisation or one of its branches. */
export async function countOrganisations(db: Db, scope: StatsScope): Promise<number> {
  if (scope.kind !== 'city') return 1;
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select count(*)::int as value from organisations where city_id = ${scope.cityId}`,
  );
  return result.rows[0]!.value;
}

import { sql } from 'drizzle-orm';
import type { DayRange } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { executePrepared } from '../db/prepared.ts';
import { ROLLUPS, rollupRows, splitRange } from './rollup-rows.ts';
import { rollupScopeFilter, type StatsScope } from './stats-scope.ts';

/**
 * Organisations of the scope with at least one sustainable trip in the range (for an organisation or a
 * branch: 1 or 0), each probed on the rollups' primary key.
 */
export async function countOrganisationsWithActivity(db: Db, scope: StatsScope, range: DayRange): Promise<number> {
  const split = splitRange(range);
  const activeRows = (where: ReturnType<typeof sql>) =>
    rollupRows(ROLLUPS.scope, split, sql`${where} and sessions > 0`, () => sql`1`);
  if (scope.kind !== 'city') {
    const result = await executePrepared<{ value: number }>(
      db,
      sql`select (exists (${activeRows(rollupScopeFilter(scope))}))::int as value`,
    );
    return result.rows[0]!.value;
  }
  const result = await executePrepared<{ value: number }>(
    db,
    sql`select count(*)::int as value from organisations o
      where o.city_id = ${scope.cityId}
        and exists (${activeRows(sql`scope_type = 'organisation' and scope_id = o.id`)})`,
  );
  return result.rows[0]!.value;
}

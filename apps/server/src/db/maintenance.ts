import { sql } from 'drizzle-orm';
import type { Db } from './connection.ts';

/** A table and what PostgreSQL's autovacuum would do to it now: read its statistics again, reclaim dead rows. */
export type TableUpkeep = { schema: string; table: string; analyze: boolean; vacuum: boolean };

/**
 * The tables due for upkeep by autovacuum's own default thresholds: statistics once 50 rows + 10 % have changed
 * since the last ANALYZE (or never read: `reltuples` −1), a VACUUM once 50 rows + 20 % are dead. Largest first.
 */
export async function tablesDueForUpkeep(db: Db): Promise<TableUpkeep[]> {
  const result = await db.execute(sql`
    select s.schemaname as schema, s.relname as "table",
      (c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)) as analyze,
      (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)) as vacuum
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where c.reltuples < 0
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    order by greatest(c.reltuples, s.n_live_tup) desc`);
  return result.rows as TableUpkeep[];
}

/** One table's upkeep, in one statement (VACUUM cannot run in a transaction block). */
export async function upkeepTable(db: Db, table: TableUpkeep): Promise<void> {
  const name = sql.identifier(table.schema);
  const relation = sql`${name}.${sql.identifier(table.table)}`;
  await db.execute(table.vacuum ? sql`vacuum (analyze) ${relation}` : sql`analyze ${relation}`);
}

import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection.ts';
import * as schema from '../db/schema/index.ts';

/** Every table of the product's schema, found from the schema module so that new tables are included. */
export function listProductTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

export async function hasAnyRows(db: Db): Promise<boolean> {
  for (const table of listProductTables()) {
    const rows = await db
      .select({ found: sql<number>`1` })
      .from(table)
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/** Empties every product table in one statement (the migrations' bookkeeping is left alone). */
export async function truncateProductTables(db: Db) {
  const names = listProductTables().map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`TRUNCATE TABLE ${sql.join(names, sql`, `)} CASCADE`);
}

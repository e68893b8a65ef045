import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DemoTx } from '../demo-context.ts';

const ROWS_PER_STATEMENT = 500;

/** Multi-row inserts, cut so that a statement stays well under PostgreSQL's 65,535 bind parameters. */
export async function insertRows<TTable extends PgTable>(tx: DemoTx, table: TTable, rows: PgInsertValue<TTable>[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await tx.insert(table).values(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

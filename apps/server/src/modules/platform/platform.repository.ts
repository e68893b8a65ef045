import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';

/** Fails when the database cannot answer. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}

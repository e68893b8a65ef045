import type { Db } from '../../db/connection.ts';
import { pageViews } from '../../db/schema/index.ts';

export async function insertPageView(db: Db, values: typeof pageViews.$inferInsert) {
  await db.insert(pageViews).values(values);
}

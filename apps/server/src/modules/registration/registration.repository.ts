import type { Db } from '../../db/connection.ts';
import { organisations } from '../../db/schema/index.ts';

/** Inserts the organisation unless its invite code is taken (then answers undefined). */
export async function insertOrganisationUnlessCodeTaken(db: Db, values: typeof organisations.$inferInsert) {
  const [row] = await db
    .insert(organisations)
    .values(values)
    .onConflictDoNothing({ target: organisations.inviteCode })
    .returning({ id: organisations.id });
  return row;
}

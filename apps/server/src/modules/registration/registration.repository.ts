import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { organisations, participants } from '../../db/schema/index.ts';

/** Inserts the organisation unless its invite code is taken (then answers undefined). */
export async function insertOrganisationUnlessCodeTaken(db: Db, values: typeof organisations.$inferInsert) {
  const [row] = await db
    .insert(organisations)
    .values(values)
    .onConflictDoNothing({ target: organisations.inviteCode })
    .returning({ id: organisations.id });
  return row;
}

/** The organisation an invite code names, in any case (codes are stored in upper case by the generator). */
export async function findOrganisationByInviteCodeAnyCase(db: Db, inviteCode: string) {
  const [row] = await db
    .select({ id: organisations.id, cityId: organisations.cityId, active: organisations.active })
    .from(organisations)
    .where(sql`upper(${organisations.inviteCode}) = ${inviteCode.toUpperCase()}`);
  return row;
}

export async function insertParticipant(db: Db, values: typeof participants.$inferInsert) {
  const [row] = await db.insert(participants).values(values).returning({ id: participants.id });
  return row!;
}

import { eq } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { authSessions, authUsers } from './schema/index.ts';
import type { Tx } from './transaction.ts';

/** The sign-in account that holds this email (emails are stored in lower case), if any. */
export async function findAuthUserByEmail(db: Pick<Db, 'select'>, email: string) {
  const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return row;
}

/** Deletes a sign-in account: its sessions and credentials go with it (cascade). */
export async function deleteAuthUser(db: Db | Tx, authUserId: string) {
  await db.delete(authUsers).where(eq(authUsers.id, authUserId));
}

/** Ends every session of a sign-in account. */
export async function deleteSessionsOf(db: Db | Tx, authUserId: string) {
  await db.delete(authSessions).where(eq(authSessions.userId, authUserId));
}

import { and, eq, lt } from 'drizzle-orm';
import { LOGIN_HISTORY_DAYS } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { cityAdmins, externalUsers, loginHistory, organisations, participants } from '../db/schema/index.ts';

type NewSession = { userId: string; ipAddress?: string | null; userAgent?: string | null; createdAt: Date };

/** Records a sign-in: the login history (kept 7 days) and the account's last login / last sign-in. */
export async function recordSignIn(db: Db, session: NewSession): Promise<void> {
  const at = session.createdAt ?? new Date();
  const cutoff = new Date(at.getTime() - LOGIN_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx.insert(loginHistory).values({
      authUserId: session.userId,
      signedInAt: at,
      ipAddress: session.ipAddress ?? null,
      userAgent: session.userAgent ?? null,
    });
    await tx
      .delete(loginHistory)
      .where(and(eq(loginHistory.authUserId, session.userId), lt(loginHistory.signedInAt, cutoff)));
    await tx.update(organisations).set({ lastLogin: at }).where(eq(organisations.authUserId, session.userId));
    await tx.update(cityAdmins).set({ lastLogin: at }).where(eq(cityAdmins.authUserId, session.userId));
    await tx.update(externalUsers).set({ lastSignIn: at }).where(eq(externalUsers.authUserId, session.userId));
    await tx.update(participants).set({ lastLogin: at }).where(eq(participants.authUserId, session.userId));
  });
}

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { authUsers, loginHistory, signInFailures } from '../db/schema/index.ts';

export async function findSignInLock(db: Db, key: string) {
  const [row] = await db
    .select({ failures: signInFailures.failures, lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.key, key));
  return row;
}

/**
 * Counts one more failure (starting again from 1 when the last one is older than `resetAfterSeconds`) and
 * answers the new count; one statement, so that two processes never lose a failure.
 */
export async function addSignInFailure(db: Db, key: string, now: Date, resetAfterSeconds: number) {
  const staleBefore = new Date(now.getTime() - resetAfterSeconds * 1000);
  const [row] = await db
    .insert(signInFailures)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${signInFailures.lastFailureAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  return row!.failures;
}

export async function setSignInLock(db: Db, key: string, failures: number, lockedUntil: Date) {
  await db
    .update(signInFailures)
    .set({ lockedUntil })
    .where(and(eq(signInFailures.key, key), gte(signInFailures.failures, failures)));
}

export async function clearSignInFailures(db: Db, key: string) {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/** Whether the account of this email signed in from this address within the login history (7 days). */
export async function hasSignedInFrom(db: Db, email: string, ipAddress: string) {
  const [row] = await db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .innerJoin(authUsers, eq(authUsers.id, loginHistory.authUserId))
    .where(and(eq(authUsers.email, email), eq(loginHistory.ipAddress, ipAddress)))
    .limit(1);
  return row !== undefined;
}

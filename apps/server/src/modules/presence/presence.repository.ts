import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { dashboardPresence } from '../../db/schema/index.ts';

/** Writes a dashboard user's own state, seen now. */
export async function upsertPresence(db: Db, userId: string, state: 'visible' | 'hidden' | 'offline', now: Date) {
  await db
    .insert(dashboardPresence)
    .values({ userId, state, lastSeen: now })
    .onConflictDoUpdate({ target: dashboardPresence.userId, set: { state, lastSeen: now } });
}

/** Of these users, those whose page is visible and who were seen since `since`. */
export async function findOnlineUserIds(db: Db, userIds: readonly string[], since: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: dashboardPresence.userId })
    .from(dashboardPresence)
    .where(
      and(
        inArray(dashboardPresence.userId, [...userIds]),
        eq(dashboardPresence.state, 'visible'),
        gt(dashboardPresence.lastSeen, sql`${since.toISOString()}::timestamptz`),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

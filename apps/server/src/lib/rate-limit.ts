import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/**
 * A fixed-window counter kept in the database, so that several API processes share one limit.
 * Throws 429 once `limit` hits have been counted for `key` in the current window.
 */
export async function enforceRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now = new Date()) {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (row!.count === 1) {
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  }
  if (row!.count > limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
    throw new AppError(429, 'rate_limited', `Too many attempts, try again in ${retryAfter} s`);
  }
}

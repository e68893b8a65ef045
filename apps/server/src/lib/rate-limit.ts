import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/**
 * A fixed-window counter kept in the database, so that several API processes share one limit.
 * Each call counts `cost` hits (1 by default: a request; a batch may count its items). Throws 429 with a
 * `retry-after` header (seconds to the next window) once more than `limit` hits have been counted for `key` in
 * the current window.
 */
export async function enforceRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  options: { cost?: number; now?: Date } = {},
) {
  const { cost = 1, now = new Date() } = options;
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: cost })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${cost}` },
    })
    .returning({ count: rateLimits.count });
  if (row!.count === cost) {
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  }
  if (row!.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
    throw new AppError(429, 'rate_limited', `Too many attempts, try again in ${retryAfter} s`, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}

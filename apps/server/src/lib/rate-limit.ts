import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rateLimits } from '../db/schema/index.ts';
import { rateLimited } from './errors.ts';

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
    throw rateLimited((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
  }
}

/** The count of `key` in the current window, without counting a hit. */
export async function readRateCount(db: Db, key: string, windowSeconds: number, now = new Date()) {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return {
    count: row?.count ?? 0,
    retryAfterSeconds: (windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000,
  };
}

/** Counts a hit of `key` in the current window, without refusing it. */
export async function countRateHit(db: Db, key: string, windowSeconds: number, now = new Date()) {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    });
}

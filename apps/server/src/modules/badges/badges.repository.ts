import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { badges, cities, participantBadges } from '../../db/schema/index.ts';

export type BadgeRow = typeof badges.$inferSelect;

/** A city's badges, by type, mode and level. */
export async function listCityBadges(db: Db | Tx, cityId: string) {
  return db
    .select()
    .from(badges)
    .where(eq(badges.cityId, cityId))
    .orderBy(asc(badges.type), asc(sql`coalesce(${badges.activityType}, '')`), asc(badges.level));
}

export async function findBadge(db: Db | Tx, badgeId: string) {
  const [row] = await db.select().from(badges).where(eq(badges.id, badgeId));
  return row;
}

/** The city's badges locked for the rest of the transaction (the city's row, as a ladder's order is checked). */
export async function lockCityBadges(tx: Tx, cityId: string) {
  await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).for('update');
}

export async function insertBadge(tx: Tx, values: typeof badges.$inferInsert) {
  const [row] = await tx.insert(badges).values(values).returning({ id: badges.id });
  return row!;
}

export async function updateBadge(tx: Tx, badgeId: string, values: Partial<typeof badges.$inferInsert>) {
  await tx.update(badges).set(values).where(eq(badges.id, badgeId));
}

/** Archives a badge at `at`, or restores it (null). */
export async function setBadgeArchivedAt(db: Db | Tx, badgeId: string, at: Date | null) {
  await db.update(badges).set({ archivedAt: at }).where(eq(badges.id, badgeId));
}

export async function deleteBadge(tx: Tx, badgeId: string) {
  await tx.delete(badges).where(eq(badges.id, badgeId));
}

/**
 * A city's badges with, for each, when this participant got it (null when not held): one query. An archived badge
 * is listed only to those who hold it.
 */
export async function listCityBadgesHeldBy(db: Db | Tx, cityId: string, participantId: string) {
  return db
    .select({ badge: badges, awardedAt: participantBadges.awardedAt })
    .from(badges)
    .leftJoin(
      participantBadges,
      and(eq(participantBadges.badgeId, badges.id), eq(participantBadges.participantId, participantId)),
    )
    .where(and(eq(badges.cityId, cityId), or(isNull(badges.archivedAt), isNotNull(participantBadges.awardedAt))))
    .orderBy(asc(badges.type), asc(sql`coalesce(${badges.activityType}, '')`), asc(badges.level));
}

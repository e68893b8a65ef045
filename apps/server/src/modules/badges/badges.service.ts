import {
  BADGE_MODE_TYPES,
  BADGE_UNITS,
  badgeLadderConflict,
  badgeLadderProgress,
  badgeMeasure,
  localDayOf,
  type BadgeInput,
} from '@mobiverte/contracts';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor, requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { databaseErrorOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { countBadgeHolders } from '../../rollups/badge-awards.repository.ts';
import { readBadgeTotals } from '../../rollups/badge-awards.ts';
import { imageFieldsOf, isOwnImage } from '../products/images.service.ts';
import {
  deleteBadge,
  findBadge,
  insertBadge,
  listCityBadges,
  listCityBadgesHeldBy,
  lockCityBadges,
  setBadgeArchivedAt,
  updateBadge,
  type BadgeRow,
} from './badges.repository.ts';
import type { Badge, ParticipantBadge } from './badges.schemas.ts';

const toBadge = (row: BadgeRow, holders: number): Badge => ({
  id: row.id,
  nameFr: row.nameFr,
  nameEn: row.nameEn,
  nameDe: row.nameDe,
  type: row.type,
  quantity: Number(row.quantity),
  unit: BADGE_UNITS[row.type],
  level: row.level,
  points: row.points,
  activityType: row.activityType,
  ...imageFieldsOf(row.imageId),
  holders,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const scopeOf = (row: BadgeRow) => ({ cityId: row.cityId });

/** The city's badges by type, mode and level, each with how many participants hold it (one grouped count). */
export async function listBadgesFor(db: Db, actor: Actor) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'badges.read', { cityId: dashboard.cityId });
  const rows = await listCityBadges(db, dashboard.cityId);
  const holders = await countBadgeHolders(
    db,
    rows.map(({ id }) => id),
  );
  return rows.map((row) => toBadge(row, holders.get(row.id) ?? 0));
}

export async function getBadge(db: Db, actor: Actor, badgeId: string) {
  const row = await findBadge(db, badgeId);
  if (!row) throw notFound();
  authorize(actor, 'badges.read', scopeOf(row));
  const holders = await countBadgeHolders(db, [row.id]);
  return toBadge(row, holders.get(row.id) ?? 0);
}

const columnsOf = (input: BadgeInput) => ({
  nameFr: input.nameFr,
  nameEn: input.nameEn,
  nameDe: input.nameDe?.trim() ? input.nameDe.trim() : null,
  type: input.type,
  quantity: input.quantity.toFixed(2),
  level: input.level,
  points: input.points,
  activityType: BADGE_MODE_TYPES.includes(input.type) ? (input.activityType ?? null) : null,
  imageId: input.imageId ?? null,
});

const ladderConflict = (message = 'This level is taken, or the quantities do not climb with the levels') =>
  new AppError(409, 'badge_ladder_conflict', message, [{ path: 'level', message }]);

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type LadderCandidate = Pick<BadgeRow, 'type' | 'level' | 'activityType'> & { id: string; quantity: number };

/**
 * Refuses a badge that would break its ladder among the city's badges in use (an archived badge is out of its
 * ladder): one badge per level, quantities climbing with the levels (409 `badge_ladder_conflict`).
 */
async function checkLadder(tx: Transaction, cityId: string, candidate: LadderCandidate) {
  const others = (await listCityBadges(tx, cityId))
    .filter((row) => row.archivedAt === null)
    .map((row) => ({ ...row, quantity: Number(row.quantity) }));
  const clash = badgeLadderConflict(candidate, others);
  if (clash) {
    throw ladderConflict(
      clash.level === candidate.level
        ? `Level ${clash.level} of this ladder is "${clash.nameFr}"`
        : `Level ${clash.level} of this ladder ("${clash.nameFr}") asks for ${Number(clash.quantity)}`,
    );
  }
}

/** Runs a badge write under the city's lock; the ladder's unique index racing it answers 409 too. */
async function underCityLock<T>(db: Db, cityId: string, write: (tx: Transaction) => Promise<T>) {
  try {
    return await db.transaction(async (tx) => {
      await lockCityBadges(tx, cityId);
      return await write(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ladderConflict();
    throw error;
  }
}

/**
 * Writes a badge under the city's lock, once its image is the city admins' own and its ladder stays ordered (an archived
 * badge, out of its ladder, is checked when it is restored).
 */
async function writeChecked(
  db: Db,
  actor: DashboardActor,
  cityId: string,
  input: BadgeInput,
  existing: BadgeRow | undefined,
  write: (tx: Transaction, columns: ReturnType<typeof columnsOf>) => Promise<string>,
) {
  const columns = columnsOf(input);
  if (columns.imageId && !(await isOwnImage(db, actor, columns.imageId))) {
    throw badRequest('validation_failed', 'Unknown image', [{ path: 'imageId', message: 'Unknown image' }]);
  }
  return underCityLock(db, cityId, async (tx) => {
    if (!existing?.archivedAt) {
      await checkLadder(tx, cityId, { ...columns, id: existing?.id ?? '', quantity: Number(columns.quantity) });
    }
    return write(tx, columns);
  });
}

export async function createBadge(db: Db, actor: Actor, input: BadgeInput) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'badges.write', { cityId: dashboard.cityId });
  const id = await writeChecked(db, dashboard, dashboard.cityId, input, undefined, async (tx, columns) => {
    const row = await insertBadge(tx, { ...columns, cityId: dashboard.cityId, createdBy: dashboard.userId });
    return row.id;
  });
  return getBadge(db, actor, id);
}

/**
 * Replaces a badge. The participants who hold it keep it (and its points) whatever the new quantity; those who
 * reach the new quantity get it at their next trip.
 */
export async function editBadge(db: Db, actor: Actor, badgeId: string, input: BadgeInput, now = new Date()) {
  const row = await findBadge(db, badgeId);
  if (!row) throw notFound();
  authorize(actor, 'badges.write', scopeOf(row));
  await writeChecked(db, requireDashboardActor(actor), row.cityId, input, row, async (tx, columns) => {
    await updateBadge(tx, badgeId, { ...columns, updatedAt: now });
    return badgeId;
  });
  return getBadge(db, actor, badgeId);
}

/**
 * Archives a badge: no longer awarded (by the engine or a challenge goal), out of its ladder (its level is free for
 * a new badge), hidden from the participants who do not hold it; its holders keep it, and its points.
 */
export async function archiveBadge(db: Db, actor: Actor, badgeId: string, now = new Date()) {
  const row = await findBadge(db, badgeId);
  if (!row) throw notFound();
  authorize(actor, 'badges.write', scopeOf(row));
  if (!row.archivedAt) await setBadgeArchivedAt(db, badgeId, now);
  return getBadge(db, actor, badgeId);
}

/**
 * Restores an archived badge into its ladder, under the city's lock: a level taken meanwhile, or a quantity out of
 * the levels' order, answers 409 `badge_ladder_conflict`. Those who reach it get it at their next trip.
 */
export async function restoreBadge(db: Db, actor: Actor, badgeId: string) {
  const row = await findBadge(db, badgeId);
  if (!row) throw notFound();
  authorize(actor, 'badges.write', scopeOf(row));
  if (row.archivedAt) {
    await underCityLock(db, row.cityId, async (tx) => {
      await checkLadder(tx, row.cityId, { ...row, quantity: Number(row.quantity) });
      await setBadgeArchivedAt(tx, badgeId, null);
    });
  }
  return getBadge(db, actor, badgeId);
}

/**
 * Deletes a badge nobody holds; a held one answers 409 `badge_held` pointing to archiving (participants keep what
 * they earned).
 */
export async function removeBadge(db: Db, actor: Actor, badgeId: string) {
  const row = await findBadge(db, badgeId);
  if (!row) throw notFound();
  authorize(actor, 'badges.write', scopeOf(row));
  const holders = (await countBadgeHolders(db, [badgeId])).get(badgeId) ?? 0;
  const held = () =>
    conflict('badge_held', `${holders || 'Some'} participant(s) hold this badge: archive it instead of deleting it`);
  if (holders > 0) throw held();
  try {
    await db.transaction((tx) => deleteBadge(tx, badgeId));
  } catch (error) {
    // Awarded between the count and the delete: the foreign key refuses.
    if (databaseErrorOf(error)?.code === '23503') throw held();
    throw error;
  }
}

/**
 * The participant's view (`GET /api/app/v2/badges`): every badge of the city with when the participant got it,
 * the participant's value of its measure and whether it is the next level of its ladder. One query reads the
 * badges with their holding, then only the figures those badges need are read (the streak: the current one).
 */
export async function listParticipantBadges(db: Db, actor: Actor, now = new Date()): Promise<ParticipantBadge[]> {
  const participant = requireParticipantActor(actor);
  const rows = await listCityBadgesHeldBy(db, participant.cityId, participant.participantId);
  if (rows.length === 0) return [];
  const rules = rows.map(({ badge }) => ({ ...badge, quantity: Number(badge.quantity) }));
  const today = localDayOf(now, participant.cityTimeZone);
  const totals = await readBadgeTotals(db, participant.participantId, rules, { endingOn: today });
  const held = new Set(rows.filter(({ awardedAt }) => awardedAt !== null).map(({ badge }) => badge.id));
  const next = new Set(badgeLadderProgress(totals, rules, held).map(({ nextBadgeId }) => nextBadgeId));
  return rows.map(({ badge, awardedAt }, index) => {
    const rule = rules[index]!;
    const value = badgeMeasure(totals, rule);
    const {
      holders: _holders,
      archivedAt: _archivedAt,
      imageId: _imageId,
      createdAt: _created,
      updatedAt: _updated,
      ...shown
    } = toBadge(badge, 0);
    return {
      ...shown,
      awardedAt: awardedAt?.toISOString() ?? null,
      progress: { value, ratio: Math.min(1, value / rule.quantity), next: next.has(rule.id) },
    };
  });
}

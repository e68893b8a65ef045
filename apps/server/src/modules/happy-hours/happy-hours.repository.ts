import { and, asc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { branches, cities, happyHours, organisations } from '../../db/schema/index.ts';
import { happyHourRuleColumns } from '../trips/trips.repository.ts';

const selection = {
  happyHour: happyHours,
  organisationName: organisations.name,
  branchName: branches.name,
};

async function listHappyHours(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(selection)
    .from(happyHours)
    .leftJoin(organisations, eq(organisations.id, happyHours.organisationId))
    .leftJoin(branches, eq(branches.id, happyHours.branchId))
    .where(where)
    .orderBy(asc(happyHours.startsAt), asc(happyHours.name));
}

export type HappyHourRow = Awaited<ReturnType<typeof listHappyHours>>[number];

/**
 * A city's happy hours whose window meets [from, to); with `organisationId`, only the city-wide ones and that
 * organisation's (with `branchId` too, only those of no branch or of that branch).
 */
export async function listCityHappyHours(db: Db | Tx, cityId: string, filter: HappyHourFilter = {}) {
  return listHappyHours(db, happyHourConditions(cityId, filter));
}

type HappyHourFilter = { from?: Date; to?: Date; organisationId?: string | null; branchId?: string | null };

function happyHourConditions(cityId: string, filter: HappyHourFilter) {
  const conditions: (SQL | undefined)[] = [eq(happyHours.cityId, cityId)];
  if (filter.from) conditions.push(gt(happyHours.endsAt, filter.from));
  if (filter.to) conditions.push(lt(happyHours.startsAt, filter.to));
  if (filter.organisationId !== undefined) {
    conditions.push(
      filter.organisationId === null
        ? isNull(happyHours.organisationId)
        : or(isNull(happyHours.organisationId), eq(happyHours.organisationId, filter.organisationId)),
    );
  }
  if (filter.branchId !== undefined) {
    conditions.push(
      filter.branchId === null
        ? isNull(happyHours.branchId)
        : or(isNull(happyHours.branchId), eq(happyHours.branchId, filter.branchId)),
    );
  }
  return and(...conditions);
}

/** The participant's view of the same list: only the columns the app is given, no organisation or branch names. */
export async function listParticipantHappyHourRows(db: Db, cityId: string, filter: HappyHourFilter) {
  return db
    .select({
      id: happyHours.id,
      name: happyHours.name,
      startsAt: happyHours.startsAt,
      endsAt: happyHours.endsAt,
      multiplier: happyHours.multiplier,
      activityTypes: happyHours.activityTypes,
    })
    .from(happyHours)
    .where(happyHourConditions(cityId, filter))
    .orderBy(asc(happyHours.startsAt), asc(happyHours.name));
}

export async function findHappyHour(db: Db | Tx, happyHourId: string) {
  const [row] = await listHappyHours(db, eq(happyHours.id, happyHourId));
  return row;
}

export async function findCityTimeZone(db: Db, cityId: string) {
  const [row] = await db.select({ timezone: cities.timezone }).from(cities).where(eq(cities.id, cityId));
  return row?.timezone;
}

/**
 * Locks the city's happy hours for the rest of the transaction (the city's row, `FOR UPDATE`): a check for
 * overlaps and the write that follows it are atomic, two concurrent plans of one city run one after the other.
 */
export async function lockCityHappyHours(tx: Tx, cityId: string) {
  await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).for('update');
}

/** The city's happy hours whose window overlaps [startAt, endAt), but `exceptId`. */
export async function findOverlappingHappyHours(tx: Tx, cityId: string, startAt: Date, endAt: Date, exceptId?: string) {
  return tx
    .select({ id: happyHours.id, name: happyHours.name, ...happyHourRuleColumns })
    .from(happyHours)
    .where(
      and(
        eq(happyHours.cityId, cityId),
        lt(happyHours.startsAt, endAt),
        gt(happyHours.endsAt, startAt),
        exceptId ? ne(happyHours.id, exceptId) : undefined,
      ),
    );
}

export async function insertHappyHour(tx: Tx, values: typeof happyHours.$inferInsert) {
  const [row] = await tx.insert(happyHours).values(values).returning({ id: happyHours.id });
  return row!;
}

export async function updateHappyHour(tx: Tx, happyHourId: string, values: Partial<typeof happyHours.$inferInsert>) {
  await tx.update(happyHours).set(values).where(eq(happyHours.id, happyHourId));
}

export async function deleteHappyHour(tx: Tx, happyHourId: string) {
  await tx.delete(happyHours).where(eq(happyHours.id, happyHourId));
}

export async function findBranchOrganisation(db: Db | Tx, branchId: string) {
  const [row] = await db
    .select({ organisationId: branches.organisationId })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row;
}

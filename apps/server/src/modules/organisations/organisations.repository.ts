import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { branches, cities, organisations, participants, regions } from '../../db/schema/index.ts';

export async function findOrganisationById(db: Db, organisationId: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return row;
}

/** The organisation's id and city, to authorise an action on it. */
export async function findOrganisationScope(db: Db, organisationId: string) {
  const [row] = await db
    .select({ id: organisations.id, cityId: organisations.cityId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row;
}

export async function findOrganisationByInviteCode(db: Db, inviteCode: string) {
  const [row] = await db
    .select({ organisation: organisations, cityName: cities.name })
    .from(organisations)
    .innerJoin(cities, eq(cities.id, organisations.cityId))
    .where(eq(organisations.inviteCode, inviteCode));
  return row;
}

export async function updateOrganisation(
  db: Db | Tx,
  organisationId: string,
  values: Partial<typeof organisations.$inferInsert>,
) {
  await db.update(organisations).set(values).where(eq(organisations.id, organisationId));
}

export async function deleteOrganisationById(tx: Tx, organisationId: string) {
  await tx.delete(organisations).where(eq(organisations.id, organisationId));
}

export async function findOrganisationWithPlace(db: Db, organisationId: string) {
  const [row] = await db
    .select({ organisation: organisations, cityName: cities.name, regionName: regions.name })
    .from(organisations)
    .innerJoin(cities, eq(cities.id, organisations.cityId))
    .leftJoin(regions, eq(regions.id, organisations.regionId))
    .where(eq(organisations.id, organisationId));
  return row;
}

export async function countOrganisationMembers(db: Db, organisationId: string) {
  const [[participantsRow], [branchesRow]] = await Promise.all([
    db.select({ value: count() }).from(participants).where(eq(participants.organisationId, organisationId)),
    db.select({ value: count() }).from(branches).where(eq(branches.organisationId, organisationId)),
  ]);
  return { participantsCount: participantsRow?.value ?? 0, branchesCount: branchesRow?.value ?? 0 };
}

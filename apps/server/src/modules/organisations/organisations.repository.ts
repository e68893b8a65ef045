import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { branches, cities, organisations, participants, regions } from '../../db/schema/index.ts';

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

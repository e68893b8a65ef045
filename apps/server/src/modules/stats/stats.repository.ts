import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { branches, cities, organisations } from '../../db/schema/index.ts';

export async function findOrganisationOwner(db: Db, organisationId: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      cityId: organisations.cityId,
      employeesCount: organisations.employeesCount,
      timeZone: cities.timezone,
    })
    .from(organisations)
    .innerJoin(cities, eq(cities.id, organisations.cityId))
    .where(eq(organisations.id, organisationId));
  return row;
}

export async function findCityOwner(db: Db, cityId: string) {
  const [row] = await db.select({ id: cities.id, timeZone: cities.timezone }).from(cities).where(eq(cities.id, cityId));
  return row;
}

export async function findBranchWithCity(db: Db, branchId: string) {
  const [row] = await db
    .select({ id: branches.id, organisationId: branches.organisationId, cityId: organisations.cityId })
    .from(branches)
    .innerJoin(organisations, eq(organisations.id, branches.organisationId))
    .where(eq(branches.id, branchId));
  return row;
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { branches, cities, organisations } from '../../db/schema/index.ts';

/** An organisation with its city, for the report's heading and coverage. */
export async function findReportOrganisation(db: Db, organisationId: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      cityId: organisations.cityId,
      employeesCount: organisations.employeesCount,
      cityName: cities.name,
    })
    .from(organisations)
    .innerJoin(cities, eq(cities.id, organisations.cityId))
    .where(eq(organisations.id, organisationId));
  return row;
}

export async function findReportCity(db: Db, cityId: string) {
  const [row] = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, cityId));
  return row;
}

export async function listReportBranches(db: Db, organisationId: string) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.organisationId, organisationId))
    .orderBy(asc(branches.name));
}

export async function listReportOrganisations(db: Db, cityId: string) {
  return db
    .select({ id: organisations.id, name: organisations.name, employeesCount: organisations.employeesCount })
    .from(organisations)
    .where(eq(organisations.cityId, cityId))
    .orderBy(asc(organisations.name));
}

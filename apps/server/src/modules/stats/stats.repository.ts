import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { MAP_MIN_PARTICIPANTS_DEFAULT } from '@mobiverte/contracts';
import { branches, cities, citySettings, organisations } from '../../db/schema/index.ts';

// Every statistics request looks its owner up first: prepared statements.
const organisationOwner = preparedPerDatabase((db) =>
  db
    .select({
      id: organisations.id,
      cityId: organisations.cityId,
      employeesCount: organisations.employeesCount,
      timeZone: cities.timezone,
    })
    .from(organisations)
    .innerJoin(cities, eq(cities.id, organisations.cityId))
    .where(eq(organisations.id, sql.placeholder('id')))
    .prepare('stats_organisation_owner'),
);
const cityOwner = preparedPerDatabase((db) =>
  db
    .select({ id: cities.id, timeZone: cities.timezone })
    .from(cities)
    .where(eq(cities.id, sql.placeholder('id')))
    .prepare('stats_city_owner'),
);
const branchWithCity = preparedPerDatabase((db) =>
  db
    .select({ id: branches.id, organisationId: branches.organisationId, cityId: organisations.cityId })
    .from(branches)
    .innerJoin(organisations, eq(organisations.id, branches.organisationId))
    .where(eq(branches.id, sql.placeholder('id')))
    .prepare('stats_branch_with_city'),
);

export async function findOrganisationOwner(db: Db, organisationId: string) {
  const [row] = await organisationOwner(db).execute({ id: organisationId });
  return row;
}

export async function findCityOwner(db: Db, cityId: string) {
  const [row] = await cityOwner(db).execute({ id: cityId });
  return row;
}

export async function findBranchWithCity(db: Db, branchId: string) {
  const [row] = await branchWithCity(db).execute({ id: branchId });
  return row;
}

/** The city's map threshold (issue 19): the fewest distinct participants a start or end cell of a track needs. */
export async function findCityMapThreshold(db: Db, cityId: string): Promise<number> {
  const [row] = await db
    .select({ value: citySettings.mapMinParticipants })
    .from(citySettings)
    .where(eq(citySettings.cityId, cityId));
  return row?.value ?? MAP_MIN_PARTICIPANTS_DEFAULT;
}

import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { cities, organisations, participants, regions, stores, tenants } from '../../db/schema/index.ts';

export async function findCity(db: Db, cityId: string) {
  const [city] = await db.select().from(cities).where(eq(cities.id, cityId));
  return city;
}

export async function updateCity(db: Db, cityId: string, values: Partial<typeof cities.$inferInsert>) {
  const [row] = await db.update(cities).set(values).where(eq(cities.id, cityId)).returning();
  return row;
}

/** The region, if it belongs to this city. */
export async function findRegionInCity(db: Db, regionId: string, cityId: string) {
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, regionId), eq(regions.cityId, cityId)));
  return row;
}

export async function listCitiesWithRegions(db: Db) {
  const rows = await db
    .select({ id: cities.id, name: cities.name, regionId: regions.id, regionName: regions.name })
    .from(cities)
    .leftJoin(regions, eq(regions.cityId, cities.id))
    .orderBy(asc(cities.name), asc(regions.name));
  const byCity = new Map<string, { id: string; name: string; regions: { id: string; name: string }[] }>();
  for (const row of rows) {
    const city = byCity.get(row.id) ?? { id: row.id, name: row.name, regions: [] };
    if (row.regionId && row.regionName) city.regions.push({ id: row.regionId, name: row.regionName });
    byCity.set(row.id, city);
  }
  return [...byCity.values()];
}

export async function countCityMembers(db: Db, cityId: string) {
  const countWhere = async (table: typeof organisations | typeof participants | typeof tenants | typeof stores) => {
    const [row] = await db.select({ value: count() }).from(table).where(eq(table.cityId, cityId));
    return row?.value ?? 0;
  };
  const [organisationsCount, participantsCount, tenantsCount, storesCount] = await Promise.all([
    countWhere(organisations),
    countWhere(participants),
    countWhere(tenants),
    countWhere(stores),
  ]);
  return { organisationsCount, participantsCount, tenantsCount, storesCount };
}

import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { branches, organisations, regions } from '../../db/schema/index.ts';

const selection = {
  branch: branches,
  organisationName: organisations.name,
  cityId: organisations.cityId,
  regionName: regions.name,
};

async function listBranches(db: Db, where: SQL) {
  return db
    .select(selection)
    .from(branches)
    .innerJoin(organisations, eq(organisations.id, branches.organisationId))
    .leftJoin(regions, eq(regions.id, branches.regionId))
    .where(where)
    .orderBy(asc(organisations.name), asc(branches.name));
}

export async function listBranchesOfOrganisation(db: Db, organisationId: string) {
  return listBranches(db, eq(branches.organisationId, organisationId));
}

export async function listBranchesOfCity(db: Db, cityId: string) {
  return listBranches(db, eq(organisations.cityId, cityId));
}

export async function findBranch(db: Db, branchId: string) {
  const [row] = await listBranches(db, eq(branches.id, branchId));
  return row;
}

export async function listCityRegions(db: Db, cityId: string) {
  return db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(eq(regions.cityId, cityId))
    .orderBy(asc(regions.name));
}

export async function insertBranch(db: Db, values: typeof branches.$inferInsert) {
  const [row] = await db.insert(branches).values(values).onConflictDoNothing().returning({ id: branches.id });
  return row;
}

export async function updateBranch(db: Db, branchId: string, values: Partial<typeof branches.$inferInsert>) {
  await db.update(branches).set(values).where(eq(branches.id, branchId));
}

export async function deleteBranch(db: Db, branchId: string) {
  await db.delete(branches).where(eq(branches.id, branchId));
}

import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  deleteBranch,
  findBranch,
  insertBranch,
  listBranchesOfCity,
  listBranchesOfOrganisation,
  listCityRegions,
  updateBranch,
} from './branches.repository.ts';
import { findRegionInCity } from '../cities/cities.repository.ts';
import { findOrganisationScope } from '../organisations/organisations.repository.ts';
import type { Branch } from './branches.schemas.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findBranch>>>;

const toBranch = (row: Row): Branch => ({
  id: row.branch.id,
  organisationId: row.branch.organisationId,
  organisationName: row.organisationName,
  name: row.branch.name,
  regionId: row.branch.regionId,
  regionName: row.regionName,
  createdAt: row.branch.createdAt.toISOString(),
  updatedAt: row.branch.updatedAt.toISOString(),
});

const nameTaken = () =>
  conflict('branch_name_taken', 'A branch with this name already exists: branch names must be unique');

/** Branches of the actor's organisation, or of every organisation of the city for city admins (read-only). */
export async function listBranchesFor(db: Db, actor: Actor, organisationId?: string) {
  const dashboard = requireDashboardActor(actor);
  if (organisationId) {
    const organisation = await findOrganisationScope(db, organisationId);
    if (!organisation) throw notFound();
    authorize(actor, 'branches.read', { cityId: organisation.cityId, organisationId });
    const rows = await listBranchesOfOrganisation(db, organisationId);
    return { data: rows.map(toBranch), total: rows.length };
  }
  const rows =
    dashboard.role === 'city'
      ? await listBranchesOfCity(db, dashboard.cityId)
      : await listBranchesOfOrganisation(db, dashboard.organisationId!);
  return { data: rows.map(toBranch), total: rows.length };
}

export async function getBranch(db: Db, actor: Actor, branchId: string) {
  const row = await findBranch(db, branchId);
  if (!row) throw notFound();
  authorize(actor, 'branches.read', { cityId: row.cityId, organisationId: row.branch.organisationId });
  return toBranch(row);
}

export async function createBranch(
  db: Db,
  actor: Actor,
  input: { name: string; regionId?: string | null; organisationId?: string },
) {
  const organisationId = input.organisationId ?? requireDashboardActor(actor).organisationId;
  if (!organisationId) throw badRequest('validation_failed', 'organisationId is required');
  const organisation = await findOrganisationScope(db, organisationId);
  if (!organisation) throw notFound();
  authorize(actor, 'branches.write', { cityId: organisation.cityId, organisationId });
  await assertRegion(db, input.regionId, organisation.cityId);
  const row = await insertBranch(db, { organisationId, name: input.name, regionId: input.regionId ?? null });
  if (!row) throw nameTaken();
  return getBranch(db, actor, row.id);
}

export async function editBranch(
  db: Db,
  actor: Actor,
  branchId: string,
  input: { name?: string; regionId?: string | null },
) {
  const row = await findBranch(db, branchId);
  if (!row) throw notFound();
  authorize(actor, 'branches.write', { cityId: row.cityId, organisationId: row.branch.organisationId });
  await assertRegion(db, input.regionId, row.cityId);
  try {
    await updateBranch(db, branchId, { ...input, updatedAt: new Date() });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getBranch(db, actor, branchId);
}

export async function removeBranch(db: Db, actor: Actor, branchId: string) {
  const row = await findBranch(db, branchId);
  if (!row) throw notFound();
  authorize(actor, 'branches.write', { cityId: row.cityId, organisationId: row.branch.organisationId });
  await deleteBranch(db, branchId);
}

export async function listRegionsFor(db: Db, actor: Actor) {
  return { data: await listCityRegions(db, requireDashboardActor(actor).cityId) };
}

async function assertRegion(db: Db, regionId: string | null | undefined, cityId: string) {
  if (regionId && !(await findRegionInCity(db, regionId, cityId))) {
    throw badRequest('validation_failed', 'Unknown region', [{ path: 'regionId', message: 'Unknown region' }]);
  }
}

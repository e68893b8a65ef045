import { getSizeBand } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { countOrganisationMembers, findOrganisationWithPlace } from './organisations.repository.ts';
import type { OrganisationSummary } from './organisations.schemas.ts';

/** The organisation with its city and region names, once the actor may read it (404 otherwise). */
export async function readOrganisationWithPlace(db: Db, actor: Actor, organisationId: string) {
  const row = await findOrganisationWithPlace(db, organisationId);
  if (!row) throw notFound();
  authorize(actor, 'organisations.read', { cityId: row.organisation.cityId, organisationId: row.organisation.id });
  return row;
}

export async function getOrganisationSummary(
  db: Db,
  actor: Actor,
  organisationId: string,
): Promise<OrganisationSummary> {
  const row = await readOrganisationWithPlace(db, actor, organisationId);
  const { organisation } = row;
  return {
    id: organisation.id,
    name: organisation.name,
    employeesCount: organisation.employeesCount,
    inviteCode: organisation.inviteCode,
    cityName: row.cityName,
    regionName: row.regionName,
    sizeBand: getSizeBand(organisation.employeesCount),
    ...(await countOrganisationMembers(db, organisation.id)),
  };
}

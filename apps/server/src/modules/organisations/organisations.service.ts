import { getSizeBand } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { countOrganisationMembers, findOrganisationWithPlace } from './organisations.repository.ts';
import type { OrganisationSummary } from './organisations.schemas.ts';

export async function getOrganisationSummary(
  db: Db,
  actor: Actor,
  organisationId: string,
): Promise<OrganisationSummary> {
  const row = await findOrganisationWithPlace(db, organisationId);
  if (!row) throw notFound();
  const { organisation } = row;
  authorize(actor, 'organisations.read', { cityId: organisation.cityId, organisationId: organisation.id });
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

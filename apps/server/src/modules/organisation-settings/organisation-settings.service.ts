import type { OrganisationLimits } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { findOrganisationScope } from '../organisations/organisations.repository.ts';
import { findOrganisationSettings, mergeOrganisationLimit } from './organisation-settings.repository.ts';

async function findOrganisation(db: Db, organisationId: string) {
  const row = await findOrganisationScope(db, organisationId);
  if (!row) throw notFound();
  return row;
}

export async function getLimits(db: Db, actor: Actor, organisationId: string) {
  const organisation = await findOrganisation(db, organisationId);
  authorize(actor, 'organisation-limits.read', { cityId: organisation.cityId, organisationId });
  const row = await findOrganisationSettings(db, organisationId);
  return { data: row?.limits ?? {} };
}

/** Sets or (with null) removes one limit, without touching the others. */
export async function mergeLimit(
  db: Db,
  actor: Actor,
  organisationId: string,
  patch: Partial<Record<keyof OrganisationLimits, unknown>>,
) {
  const organisation = await findOrganisation(db, organisationId);
  authorize(actor, 'organisation-limits.write', { cityId: organisation.cityId, organisationId });
  const [field, value] = Object.entries(patch)[0]!;
  await mergeOrganisationLimit(db, organisationId, field, value);
  return getLimits(db, actor, organisationId);
}

import { normalizePostalCode } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findRegionInCity } from '../cities/cities.repository.ts';
import { findOrganisationByInviteCode, findOrganisationScope, updateOrganisation } from './organisations.repository.ts';
import { readOrganisationWithPlace } from './organisations.service.ts';
import type { OrganisationProfile, OrganisationProfileInput } from './organisation-profile.schemas.ts';

export async function getOrganisationProfile(
  db: Db,
  actor: Actor,
  organisationId: string,
): Promise<OrganisationProfile> {
  const row = await readOrganisationWithPlace(db, actor, organisationId);
  const { organisation } = row;
  return {
    id: organisation.id,
    name: organisation.name,
    email: organisation.email,
    contactEmail: organisation.contactEmail,
    coordinatorFirstName: organisation.coordinatorFirstName,
    coordinatorLastName: organisation.coordinatorLastName,
    inviteCode: organisation.inviteCode,
    employeesCount: organisation.employeesCount,
    street: organisation.street,
    city: organisation.city,
    postalCode: organisation.postalCode,
    country: organisation.country,
    regionId: organisation.regionId,
    regionName: row.regionName,
    cityId: organisation.cityId,
    cityName: row.cityName,
    descriptionFr: organisation.descriptionFr,
    descriptionEn: organisation.descriptionEn,
    logoUrl: organisation.logoUrl,
    language: organisation.language,
    lastLogin: organisation.lastLogin?.toISOString() ?? null,
    createdAt: organisation.createdAt.toISOString(),
  };
}

export async function updateOrganisationProfile(
  db: Db,
  actor: Actor,
  organisationId: string,
  input: OrganisationProfileInput,
) {
  const organisation = await findOrganisationScope(db, organisationId);
  if (!organisation) throw notFound();
  authorize(actor, 'organisations.write', { cityId: organisation.cityId, organisationId });
  const region = await findRegionInCity(db, input.regionId, organisation.cityId);
  if (!region)
    throw badRequest('validation_failed', 'Unknown region', [{ path: 'regionId', message: 'Unknown region' }]);
  const country = input.country ?? 'CA';
  await updateOrganisation(db, organisationId, {
    ...input,
    country,
    postalCode: normalizePostalCode(country, input.postalCode),
    logoUrl: input.logoUrl ?? null,
    updatedAt: new Date(),
  });
  return getOrganisationProfile(db, actor, organisationId);
}

/** What the public share page (`/partage`) shows of an invitation code: who invites, and nothing private. */
export async function getPublicInvitation(db: Db, inviteCode: string) {
  const row = await findOrganisationByInviteCode(db, inviteCode.toUpperCase());
  if (!row) throw notFound('No organisation has this invite code');
  return {
    kind: 'organisation' as const,
    name: row.organisation.name,
    inviteCode: row.organisation.inviteCode,
    cityName: row.cityName,
    logoUrl: row.organisation.logoUrl,
    descriptionFr: row.organisation.descriptionFr,
    descriptionEn: row.organisation.descriptionEn,
  };
}

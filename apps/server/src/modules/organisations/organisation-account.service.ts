import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import { deleteAuthUser, deleteSessionsOf } from '../../db/auth-users.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { deleteOrganisationById, findOrganisationById, updateOrganisation } from './organisations.repository.ts';

async function findOrganisation(db: Db, organisationId: string) {
  const row = await findOrganisationById(db, organisationId);
  if (!row) throw notFound('organizationId is required');
  return row;
}

/**
 * Deactivates an organisation (its account can no longer sign in, its sessions end) or activates it again.
 * Its participants and their trips stay; a city admin can reactivate it.
 */
export async function setOrganisationActive(db: Db, actor: Actor, organisationId: string, active: boolean) {
  const organisation = await findOrganisation(db, organisationId);
  authorize(actor, active ? 'organisations.activate' : 'organisations.delete', {
    cityId: organisation.cityId,
    organisationId,
  });
  await db.transaction(async (tx) => {
    await updateOrganisation(tx, organisationId, {
      active,
      deactivatedAt: active ? null : new Date(),
      updatedAt: new Date(),
    });
    if (!active && organisation.authUserId) await deleteSessionsOf(tx, organisation.authUserId);
  });
  return { id: organisationId, active };
}

/**
 * Deletes an organisation and its account. Its participants are de-affiliated, not deleted: their trips,
 * points and the city's figures stay; the organisation's branches, settings, co-admins and invitations go.
 */
export async function deleteOrganisation(db: Db, actor: Actor, organisationId: string) {
  const organisation = await findOrganisation(db, organisationId);
  authorize(actor, 'organisations.delete', { cityId: organisation.cityId, organisationId });
  await db.transaction(async (tx) => {
    await deleteOrganisationById(tx, organisationId);
    if (organisation.authUserId) await deleteAuthUser(tx, organisation.authUserId);
  });
}

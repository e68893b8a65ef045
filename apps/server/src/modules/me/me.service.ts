import { hasProductAddon, isCarpoolRestricted, merchantCanSell, type Me } from '@mobiverte/contracts';
import type { DashboardActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import {
  findCityAdminById,
  findCityById,
  findExternalUserById,
  findOrganisationById,
  findOrganisationName,
  findTenantById,
  findTenantName,
} from './me.repository.ts';

/** The signed-in dashboard account, with its city's feature flags resolved into add-ons and carpool-only mode. */
export async function getMe(db: Db, actor: DashboardActor, productKey: string): Promise<Me> {
  const city = await findCityById(db, actor.cityId);
  const organisation = actor.organisationId ? await findOrganisationName(db, actor.organisationId) : undefined;
  const tenant = actor.tenantId ? await findTenantName(db, actor.tenantId) : undefined;
  const names = await getNames(db, actor);
  const features = city!.features;
  return {
    userId: actor.userId,
    email: actor.email,
    firstName: names.firstName,
    lastName: names.lastName,
    displayName:
      [names.firstName, names.lastName].filter(Boolean).join(' ') || organisation?.name || tenant?.name || actor.email,
    role: actor.role,
    accountKind: actor.accountKind,
    isAdmin: actor.isAdmin,
    isExternal: actor.isExternal,
    externalFor: actor.externalFor,
    canEdit: actor.canEdit,
    canSeeOthers: actor.canSeeOthers,
    seenByOthers: actor.seenByOthers,
    cityId: actor.cityId,
    organisationId: actor.organisationId,
    tenantId: actor.tenantId,
    city: { id: city!.id, name: city!.name, timezone: city!.timezone },
    organisation: organisation ?? null,
    tenant: tenant ? { id: tenant.id, name: tenant.name, canSell: merchantCanSell(tenant) } : null,
    productKey,
    features,
    addons: {
      product: hasProductAddon(features, productKey),
      mailerlite: features.mailerlite.granted,
      challengeBetweenOrganisations: features.challenge_between_organisations.granted,
      carpoolEvents: features.c19_carpooling_app.granted && features.c19_carpooling_app.carpool_events,
    },
    carpoolOnly: actor.role === 'organisation' && isCarpoolRestricted(features, productKey),
  };
}

async function getNames(db: Db, actor: DashboardActor): Promise<{ firstName: string | null; lastName: string | null }> {
  if (actor.accountKind === 'external') {
    const row = await findExternalUserById(db, actor.profileId);
    return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
  }
  if (actor.accountKind === 'city') {
    const row = await findCityAdminById(db, actor.profileId);
    return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
  }
  if (actor.accountKind === 'organisation') {
    const row = await findOrganisationById(db, actor.profileId);
    return { firstName: row?.coordinatorFirstName ?? null, lastName: row?.coordinatorLastName ?? null };
  }
  const row = await findTenantById(db, actor.profileId);
  return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
}

import { eq } from 'drizzle-orm';
import { hasProductAddon, isCarpoolRestricted, type Me } from '@mobiverte/contracts';
import type { DashboardActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { cities, cityAdmins, externalUsers, organisations, tenants } from '../../db/schema/index.ts';

/** The signed-in dashboard account, with its city's feature flags resolved into add-ons and carpool-only mode. */
export async function getMe(db: Db, actor: DashboardActor, productKey: string): Promise<Me> {
  const [city] = await db.select().from(cities).where(eq(cities.id, actor.cityId));
  const [organisation] = actor.organisationId
    ? await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, actor.organisationId))
    : [];
  const [tenant] = actor.tenantId
    ? await db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.id, actor.tenantId))
    : [];
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
    tenant: tenant ?? null,
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
    const [row] = await db.select().from(externalUsers).where(eq(externalUsers.id, actor.profileId));
    return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
  }
  if (actor.accountKind === 'city') {
    const [row] = await db.select().from(cityAdmins).where(eq(cityAdmins.id, actor.profileId));
    return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
  }
  if (actor.accountKind === 'organisation') {
    const [row] = await db.select().from(organisations).where(eq(organisations.id, actor.profileId));
    return { firstName: row?.coordinatorFirstName ?? null, lastName: row?.coordinatorLastName ?? null };
  }
  const [row] = await db.select().from(tenants).where(eq(tenants.id, actor.profileId));
  return { firstName: row?.firstName ?? null, lastName: row?.lastName ?? null };
}

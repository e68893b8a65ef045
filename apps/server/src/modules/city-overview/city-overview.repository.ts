import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { cityAdmins, externalUsers, organisations, participants, stores, tenants } from '../../db/schema/index.ts';

export async function listCityAdminAccounts(db: Db, cityId: string) {
  return db
    .select({
      id: cityAdmins.id,
      firstName: cityAdmins.firstName,
      lastName: cityAdmins.lastName,
      email: cityAdmins.email,
      lastLogin: cityAdmins.lastLogin,
    })
    .from(cityAdmins)
    .where(eq(cityAdmins.cityId, cityId))
    .orderBy(asc(cityAdmins.lastName), asc(cityAdmins.firstName));
}

export async function listCityCoAdmins(db: Db, cityId: string) {
  return db
    .select({
      id: externalUsers.id,
      firstName: externalUsers.firstName,
      lastName: externalUsers.lastName,
      email: externalUsers.email,
      canEdit: externalUsers.canEdit,
      lastLogin: externalUsers.lastSignIn,
    })
    .from(externalUsers)
    .where(and(eq(externalUsers.cityId, cityId), eq(externalUsers.externalFor, 'city')))
    .orderBy(asc(externalUsers.email));
}

/** The city's organisations with their employees and their participants (counted per organisation). */
export async function listOrganisationSizes(db: Db, cityId: string) {
  const members = db
    .select({ organisationId: participants.organisationId, total: count().as('total') })
    .from(participants)
    .where(and(eq(participants.cityId, cityId), isNotNull(participants.organisationId)))
    .groupBy(participants.organisationId)
    .as('members');
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      active: organisations.active,
      employeesCount: organisations.employeesCount,
      participantsCount: sql<number>`coalesce(${members.total}, 0)::int`,
    })
    .from(organisations)
    .leftJoin(members, eq(members.organisationId, organisations.id))
    .where(eq(organisations.cityId, cityId))
    .orderBy(asc(organisations.name));
}

export async function countCityMerchants(db: Db, cityId: string) {
  const [[merchants], [shops], [citizens]] = await Promise.all([
    db
      .select({ total: count(), products: sql<number>`coalesce(sum(${tenants.productCount}), 0)::int` })
      .from(tenants)
      .where(eq(tenants.cityId, cityId)),
    db.select({ total: count() }).from(stores).where(eq(stores.cityId, cityId)),
    db.select({ total: count() }).from(participants).where(eq(participants.cityId, cityId)),
  ]);
  return {
    merchants: merchants?.total ?? 0,
    products: merchants?.products ?? 0,
    stores: shops?.total ?? 0,
    participants: citizens?.total ?? 0,
  };
}

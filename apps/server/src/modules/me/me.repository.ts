import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { cities, cityAdmins, externalUsers, organisations, tenants } from '../../db/schema/index.ts';

export async function findCityById(db: Db, cityId: string) {
  const [row] = await db.select().from(cities).where(eq(cities.id, cityId));
  return row;
}

export async function findOrganisationName(db: Db, organisationId: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row;
}

export async function findTenantName(db: Db, tenantId: string) {
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name, approvedAt: tenants.approvedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}

export async function findExternalUserById(db: Db, id: string) {
  const [row] = await db.select().from(externalUsers).where(eq(externalUsers.id, id));
  return row;
}

export async function findCityAdminById(db: Db, id: string) {
  const [row] = await db.select().from(cityAdmins).where(eq(cityAdmins.id, id));
  return row;
}

export async function findOrganisationById(db: Db, id: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row;
}

export async function findTenantById(db: Db, id: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

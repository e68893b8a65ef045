import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DashboardActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { cities, externalUsers, organisations, pendingExternalUsers, tenants } from '../../db/schema/index.ts';

/** The co-admins of the actor's own city, organisation or tenant (never another's). */
export function scopeOf(actor: DashboardActor) {
  const externalFor = actor.role;
  const organisationId = actor.role === 'organisation' ? actor.organisationId : null;
  const tenantId = actor.role === 'tenant' ? actor.tenantId : null;
  return { externalFor, cityId: actor.cityId, organisationId, tenantId };
}

type Scope = ReturnType<typeof scopeOf>;

function whereScope(table: typeof externalUsers | typeof pendingExternalUsers, scope: Scope): SQL {
  return and(
    eq(table.externalFor, scope.externalFor),
    eq(table.cityId, scope.cityId),
    scope.organisationId ? eq(table.organisationId, scope.organisationId) : isNull(table.organisationId),
    scope.tenantId ? eq(table.tenantId, scope.tenantId) : isNull(table.tenantId),
  )!;
}

export async function listConfirmed(db: Db, scope: Scope) {
  return db.select().from(externalUsers).where(whereScope(externalUsers, scope)).orderBy(asc(externalUsers.createdOn));
}

export async function listPending(db: Db, scope: Scope) {
  return db
    .select()
    .from(pendingExternalUsers)
    .where(whereScope(pendingExternalUsers, scope))
    .orderBy(asc(pendingExternalUsers.createdOn));
}

export async function findConfirmedInScope(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(externalUsers)
    .where(and(eq(externalUsers.id, id), whereScope(externalUsers, scope)));
  return row;
}

export async function findPendingInScope(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(pendingExternalUsers)
    .where(and(eq(pendingExternalUsers.id, id), whereScope(pendingExternalUsers, scope)));
  return row;
}

export async function findPending(db: Db, id: string) {
  const [row] = await db.select().from(pendingExternalUsers).where(eq(pendingExternalUsers.id, id));
  return row;
}

/** The name of what the co-admin is invited to: the city, the organisation or the merchant. */
export async function findScopeName(
  db: Db,
  scope: { externalFor: string; cityId: string; organisationId: string | null; tenantId: string | null },
) {
  if (scope.organisationId) {
    const [row] = await db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, scope.organisationId));
    return row?.name ?? '';
  }
  if (scope.tenantId) {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, scope.tenantId));
    return row?.name ?? '';
  }
  const [row] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, scope.cityId));
  return row?.name ?? '';
}

export async function insertInvitationUnlessInvited(db: Db, values: typeof pendingExternalUsers.$inferInsert) {
  const [row] = await db.insert(pendingExternalUsers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteInvitation(db: Db | Tx, pendingId: string) {
  await db.delete(pendingExternalUsers).where(eq(pendingExternalUsers.id, pendingId));
}

export async function updateConfirmedCoAdmin(db: Db, id: string, values: Partial<typeof externalUsers.$inferInsert>) {
  const [row] = await db.update(externalUsers).set(values).where(eq(externalUsers.id, id)).returning();
  return row;
}

export async function updateInvitation(db: Db, id: string, values: Partial<typeof pendingExternalUsers.$inferInsert>) {
  const [row] = await db.update(pendingExternalUsers).set(values).where(eq(pendingExternalUsers.id, id)).returning();
  return row;
}

export async function insertExternalUser(tx: Tx, values: typeof externalUsers.$inferInsert) {
  await tx.insert(externalUsers).values(values);
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { pendingTenants } from '../../db/schema/index.ts';

export async function findPendingTenant(db: Pick<Db, 'select'>, pendingTenantId: string) {
  const [row] = await db.select().from(pendingTenants).where(eq(pendingTenants.id, pendingTenantId));
  return row;
}

/** The city's pending list: registrations it has not approved yet, their email confirmed or not. */
export async function listUnapprovedPendingTenants(db: Db, cityId: string) {
  return db
    .select()
    .from(pendingTenants)
    .where(and(eq(pendingTenants.cityId, cityId), isNull(pendingTenants.approvedAt)))
    .orderBy(desc(pendingTenants.createdOn), desc(pendingTenants.id));
}

export async function findWaitingRegistration(db: Db, email: string) {
  const [row] = await db
    .select({ id: pendingTenants.id })
    .from(pendingTenants)
    .where(and(eq(pendingTenants.email, email), isNull(pendingTenants.confirmedAt)));
  return row;
}

/** The city approves the merchant, once: null when it already was. */
export async function markApproved(db: Pick<Db, 'update'>, pendingTenantId: string, at: Date) {
  const [row] = await db
    .update(pendingTenants)
    .set({ approvedAt: at })
    .where(and(eq(pendingTenants.id, pendingTenantId), isNull(pendingTenants.approvedAt)))
    .returning({ id: pendingTenants.id });
  return row;
}

export async function insertPendingTenant(db: Db, values: typeof pendingTenants.$inferInsert) {
  const [row] = await db.insert(pendingTenants).values(values).returning({ id: pendingTenants.id });
  return row!;
}

/** Marks the registration confirmed, once: null when it already was (a concurrent confirmation won). */
export async function markConfirmed(db: Pick<Db, 'update'>, pendingTenantId: string, tenantId: string | null) {
  const [row] = await db
    .update(pendingTenants)
    .set({ confirmedAt: new Date(), tenantId })
    .where(and(eq(pendingTenants.id, pendingTenantId), isNull(pendingTenants.confirmedAt)))
    .returning({ id: pendingTenants.id });
  return row;
}

export async function setTenant(db: Pick<Db, 'update'>, pendingTenantId: string, tenantId: string) {
  await db.update(pendingTenants).set({ tenantId }).where(eq(pendingTenants.id, pendingTenantId));
}

export async function deletePendingTenant(db: Db, pendingTenantId: string) {
  await db.delete(pendingTenants).where(eq(pendingTenants.id, pendingTenantId));
}

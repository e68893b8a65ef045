import type { Actor } from '../../auth/actor.ts';
import type { Auth } from '../../auth/auth.ts';
import { assertPasswordAccepted } from '../../auth/password-policy.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { pendingTenants } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  assertEmailFree,
  emailAlreadyExists,
  insertTenantAccount,
  type TenantMailContext,
  sendPasswordChoiceMail,
} from './tenant-accounts.service.ts';
import {
  deletePendingTenant,
  findPendingTenant,
  findWaitingRegistration,
  insertPendingTenant,
  listUnconfirmedPendingTenants,
  markConfirmed,
  setTenant,
} from './pending-tenants.repository.ts';
import { findCity } from '../cities/cities.repository.ts';
import type { PendingTenant, RegisterTenantInput } from './pending-tenants.schemas.ts';
import { isUniqueViolation } from '../../db/errors.ts';

type Row = typeof pendingTenants.$inferSelect;

const toPublic = (row: Row) => ({
  id: row.id,
  name: row.name,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  street: row.street,
  city: row.city,
  postalCode: row.postalCode,
  website: row.website,
  language: row.language,
  confirmed: row.confirmedAt !== null,
});

const toPendingTenant = (row: Row): PendingTenant => ({
  ...toPublic(row),
  createdOn: row.createdOn.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  tenantId: row.tenantId,
});

const alreadyConfirmed = () => conflict('tenant_already_confirmed', 'This merchant is already confirmed');

/** A merchant's registration at /register/tenant: kept until a city admin or the merchant confirms it. */
export async function registerTenant(db: Db, input: RegisterTenantInput) {
  if (!input.acceptTerms || !input.acceptPrivacy) {
    throw badRequest('terms_not_accepted', 'The terms of use and the privacy policy must be acknowledged');
  }
  if (!(await findCity(db, input.cityId))) {
    throw badRequest('validation_failed', 'Unknown city', [{ path: 'cityId', message: 'Unknown city' }]);
  }
  const email = input.email.toLowerCase();
  await assertEmailFree(db, email);
  const waiting = await findWaitingRegistration(db, email);
  if (waiting) throw emailAlreadyExists();
  const { acceptTerms: _terms, acceptPrivacy: _privacy, ...values } = input;
  const row = await insertPendingTenant(db, { ...values, email });
  return { pendingTenantId: row.id };
}

export async function listPendingTenants(db: Db, actor: Actor) {
  const { cityId } = requireDashboardActor(actor);
  const rows = await listUnconfirmedPendingTenants(db, cityId);
  return { data: rows.map(toPendingTenant), total: rows.length };
}

async function readPendingForAdmin(db: Db, actor: Actor, pendingTenantId: string) {
  const row = await findPendingTenant(db, pendingTenantId);
  if (!row) throw notFound();
  authorize(actor, 'pending-tenants.manage', { cityId: row.cityId });
  return row;
}

/**
 * Turns the registration into a merchant: the tenant, its first store (confirmed, with a merchant code) and its
 * credentials, once — the registration row is claimed first, so a second confirmation waits and then fails.
 */
async function confirmRegistration(db: Db, row: Row, password?: string) {
  if (row.confirmedAt) throw alreadyConfirmed();
  await assertEmailFree(db, row.email);
  try {
    return await db.transaction(async (tx) => {
      if (!(await markConfirmed(tx, row.id, null))) throw alreadyConfirmed();
      const created = await insertTenantAccount(tx, { ...row, password });
      await setTenant(tx, row.id, created.tenantId);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailAlreadyExists();
    throw error;
  }
}

/** A city admin confirms: the merchant is emailed a link to choose its password. */
export async function confirmPendingTenant(
  context: TenantMailContext & { db: Db },
  actor: Actor,
  pendingTenantId: string,
) {
  const row = await readPendingForAdmin(context.db, actor, pendingTenantId);
  const created = await confirmRegistration(context.db, row);
  await sendPasswordChoiceMail(context, {
    authUserId: created.authUserId,
    email: row.email,
    name: row.name,
    locale: row.language,
  });
  return { tenantId: created.tenantId, storeId: created.storeId };
}

export async function removePendingTenant(db: Db, actor: Actor, pendingTenantId: string) {
  await readPendingForAdmin(db, actor, pendingTenantId);
  await deletePendingTenant(db, pendingTenantId);
}

/** The shared link's page: what the merchant typed. */
export async function getPublicPendingTenant(db: Db, pendingTenantId: string) {
  const row = await findPendingTenant(db, pendingTenantId);
  if (!row) throw notFound('This registration does not exist or was withdrawn');
  return toPublic(row);
}

/** The merchant confirms through the shared link by choosing its password, then is signed in. */
export async function confirmPendingTenantByLink(
  context: { db: Db; auth: Auth },
  pendingTenantId: string,
  password: string,
  headers: Headers,
) {
  const row = await findPendingTenant(context.db, pendingTenantId);
  if (!row) throw notFound('This registration does not exist or was withdrawn');
  assertPasswordAccepted(password);
  await confirmRegistration(context.db, row, password);
  return context.auth.api.signInEmail({ body: { email: row.email, password }, headers, asResponse: true });
}

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
  emailAlreadyUsed,
  sendAccountExistsMail,
  insertTenantAccount,
  type TenantMailContext,
  sendPasswordChoiceMail,
} from './tenant-accounts.service.ts';
import {
  deletePendingTenant,
  findPendingTenant,
  findWaitingRegistration,
  insertPendingTenant,
  listUnapprovedPendingTenants,
  markApproved,
  markConfirmed,
  setTenant,
} from './pending-tenants.repository.ts';
import { findCity } from '../cities/cities.repository.ts';
import { renderActionMail } from '../../mail/templates.ts';
import { approveTenant, findFirstStoreId } from './tenants.repository.ts';
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
  approved: row.approvedAt !== null,
});

const toPendingTenant = (row: Row): PendingTenant => ({
  ...toPublic(row),
  createdOn: row.createdOn.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  tenantId: row.tenantId,
});

const alreadyConfirmed = () => conflict('tenant_already_confirmed', 'This merchant is already confirmed');

/**
 * A merchant's registration at /register/tenant. The answer is the same whether the email is new or not (no
 * account enumeration): a new registration is emailed its confirmation link (never answered to the caller),
 * an address already known is emailed that it has an account or a registration waiting.
 */
export async function registerTenant(context: TenantMailContext & { db: Db }, input: RegisterTenantInput) {
  const { db } = context;
  if (!input.acceptTerms || !input.acceptPrivacy) {
    throw badRequest('terms_not_accepted', 'The terms of use and the privacy policy must be acknowledged');
  }
  if (!(await findCity(db, input.cityId))) {
    throw badRequest('validation_failed', 'Unknown city', [{ path: 'cityId', message: 'Unknown city' }]);
  }
  const email = input.email.toLowerCase();
  const known = (await emailAlreadyUsed(db, email)) || (await findWaitingRegistration(db, email)) !== undefined;
  if (known) {
    await sendAccountExistsMail(context, email, input.language);
    return { emailSent: true as const };
  }
  const { acceptTerms: _terms, acceptPrivacy: _privacy, ...values } = input;
  const row = await insertPendingTenant(db, { ...values, email });
  const url = `${context.appUrl}/register/confirm-tenant?pendingTenantId=${encodeURIComponent(row.id)}`;
  await context.mailer.send({
    to: email,
    ...renderActionMail('merchantConfirmEmail', input.language, { brand: context.brandName, url, name: input.name }),
  });
  return { emailSent: true as const };
}

export async function listPendingTenants(db: Db, actor: Actor) {
  const { cityId } = requireDashboardActor(actor);
  const rows = await listUnapprovedPendingTenants(db, cityId);
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
 * `approvedAt` null: the merchant confirmed its email itself and waits for the city before it can sell.
 */
async function confirmRegistration(db: Db, row: Row, options: { password?: string; approvedAt: Date | null }) {
  if (row.confirmedAt) throw alreadyConfirmed();
  await assertEmailFree(db, row.email);
  try {
    return await db.transaction(async (tx) => {
      if (!(await markConfirmed(tx, row.id, null))) throw alreadyConfirmed();
      if (options.approvedAt && !(await markApproved(tx, row.id, options.approvedAt))) throw alreadyConfirmed();
      const created = await insertTenantAccount(tx, {
        ...row,
        password: options.password,
        approvedAt: options.approvedAt,
      });
      await setTenant(tx, row.id, created.tenantId);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailAlreadyExists();
    throw error;
  }
}

/**
 * A city admin confirms (approves) a merchant. Not yet confirmed by its email link: the account is created,
 * approved, and the merchant is emailed a link to choose its password. Already confirmed by the merchant: the
 * merchant is approved and can sell from now on.
 */
export async function confirmPendingTenant(
  context: TenantMailContext & { db: Db },
  actor: Actor,
  pendingTenantId: string,
) {
  const row = await readPendingForAdmin(context.db, actor, pendingTenantId);
  if (row.approvedAt) throw alreadyConfirmed();
  if (row.confirmedAt) {
    if (!row.tenantId) throw alreadyConfirmed();
    const tenantId = row.tenantId;
    const storeId = await context.db.transaction(async (tx) => {
      const now = new Date();
      if (!(await markApproved(tx, row.id, now))) throw alreadyConfirmed();
      await approveTenant(tx, tenantId, now);
      return (await findFirstStoreId(tx, tenantId)) ?? null;
    });
    return { tenantId, storeId: storeId ?? '' };
  }
  const created = await confirmRegistration(context.db, row, { approvedAt: new Date() });
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
  await confirmRegistration(context.db, row, { password, approvedAt: null });
  return context.auth.api.signInEmail({ body: { email: row.email, password }, headers, asResponse: true });
}

import { randomBytes } from 'node:crypto';
import type { Locale } from '@mobiverte/contracts';
import type { Auth } from '../../auth/auth.ts';
import { createPasswordCredentials } from '../../auth/credentials.ts';
import { createPasswordChoiceLink, WELCOME_LINK_DAYS } from '../../auth/password-choice-link.ts';
import { findAuthUserByEmail } from '../../db/auth-users.ts';
import type { Db } from '../../db/connection.ts';
import { conflict } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderActionMail } from '../../mail/templates.ts';
import { insertStore } from '../stores/stores.repository.ts';
import { newMerchantId } from '../stores/stores.service.ts';
import { insertTenant } from './tenants.repository.ts';

type Executor = Pick<Db, 'insert' | 'select'>;

export type TenantAccountInput = {
  cityId: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  website: string | null;
  merchantId?: string | null;
  /** Chosen by the merchant on the confirmation link; otherwise a random one, replaced through the emailed link. */
  password?: string;
  /** When the city approved the merchant; null: it cannot sell until the city approves it. Default: now. */
  approvedAt?: Date | null;
};

export const emailAlreadyExists = () =>
  conflict('email_already_exists', 'This email already exists. Please choose another one.');

export async function emailAlreadyUsed(db: Pick<Db, 'select'>, email: string) {
  return (await findAuthUserByEmail(db, email.toLowerCase())) !== undefined;
}

/**
 * Tells an address that already has an account (or a waiting registration) that someone tried to register with
 * it: the registration routes answer the same as for a new address, and this mail says the rest.
 */
export async function sendAccountExistsMail(
  context: { mailer: Mailer; appUrl: string; brandName: string },
  email: string,
  locale: Locale,
) {
  await context.mailer.send({
    to: email,
    ...renderActionMail('accountExists', locale, { brand: context.brandName, url: `${context.appUrl}/login` }),
  });
}

export async function assertEmailFree(db: Pick<Db, 'select'>, email: string) {
  const existing = await findAuthUserByEmail(db, email.toLowerCase());
  if (existing) throw emailAlreadyExists();
}

/** The merchant's credentials, its tenant record and its first store (confirmed, with a merchant code). */
export async function insertTenantAccount(tx: Executor, input: TenantAccountInput) {
  const email = input.email.toLowerCase();
  const authUserId = await createPasswordCredentials(tx, {
    email,
    name: input.name,
    password: input.password ?? randomBytes(24).toString('base64url'),
  });
  const details = {
    cityId: input.cityId,
    phone: input.phone,
    street: input.street,
    city: input.city,
    postalCode: input.postalCode,
  };
  const tenant = await insertTenant(tx, {
    ...details,
    authUserId,
    name: input.name,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    website: input.website,
    approvedAt: input.approvedAt === undefined ? new Date() : input.approvedAt,
  });
  const store = await insertStore(tx, {
    ...details,
    tenantId: tenant!.id,
    firstName: input.name,
    email,
    status: 'confirmed',
    merchantId: input.merchantId || (await newMerchantId(tx)),
  });
  return { tenantId: tenant.id, storeId: store.id, authUserId };
}

export type TenantMailContext = { auth: Auth; mailer: Mailer; appUrl: string; brandName: string };

/**
 * Emails the merchant a link to choose its password, through better-auth's password reset: the same token
 * store, callback and reset page, with a welcome message in the merchant's language.
 */
export async function sendPasswordChoiceMail(
  context: TenantMailContext,
  merchant: { authUserId: string; email: string; name: string; locale: Locale },
) {
  const url = await createPasswordChoiceLink(context, merchant.authUserId);
  const sent = await context.mailer.send({
    to: merchant.email,
    ...renderActionMail('merchantWelcome', merchant.locale, {
      brand: context.brandName,
      url,
      name: merchant.name,
      days: String(WELCOME_LINK_DAYS),
    }),
  });
  return sent.status !== 'failed';
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import { createPasswordCredentials } from '../../auth/credentials.ts';
import type { Db } from '../../db/connection.ts';
import { authUsers, stores, tenants } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { newMerchantId } from '../merchants/stores.service.ts';

type Executor = Pick<Db, 'insert' | 'select'>;

export type MerchantAccountInput = {
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
};

export const emailAlreadyExists = () =>
  conflict('email_already_exists', 'This email already exists. Please choose another one.');

export async function assertEmailFree(db: Pick<Db, 'select'>, email: string) {
  const [existing] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email.toLowerCase()));
  if (existing) throw emailAlreadyExists();
}

/** The merchant's credentials, its tenant record and its first store (confirmed, with a merchant code). */
export async function insertMerchantAccount(tx: Executor, input: MerchantAccountInput) {
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
  const [tenant] = await tx
    .insert(tenants)
    .values({
      ...details,
      authUserId,
      name: input.name,
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      website: input.website,
    })
    .returning({ id: tenants.id });
  const [store] = await tx
    .insert(stores)
    .values({
      ...details,
      tenantId: tenant!.id,
      firstName: input.name,
      email,
      status: 'confirmed',
      merchantId: input.merchantId || (await newMerchantId(tx)),
    })
    .returning({ id: stores.id });
  return { tenantId: tenant!.id, storeId: store!.id, authUserId };
}

/** Emails the merchant a link to choose its password: better-auth's password reset, landing on the reset page. */
export async function sendPasswordChoiceMail(auth: Auth, email: string) {
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/organisation/reset-password' } });
}

import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, type Locale } from '@mobiverte/contracts';
import type { Auth } from '../../auth/auth.ts';
import { assertPasswordAccepted } from '../../auth/password-policy.ts';
import { deleteAuthUser, findAuthUserByEmail } from '../../db/auth-users.ts';
import type { Db } from '../../db/connection.ts';
import { hashPassword } from 'better-auth/crypto';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendAccountExistsMail } from '../tenants/tenant-accounts.service.ts';
import { findCity, findRegionInCity } from '../cities/cities.repository.ts';
import { insertOrganisationUnlessCodeTaken } from './registration.repository.ts';
import type { RegisterOrganisationInput } from './registration.schemas.ts';

export type RegistrationContext = { db: Db; auth: Auth; mailer: Mailer; appUrl: string; brandName: string };

export function generateInviteCode(length = INVITE_CODE_LENGTH): string {
  return Array.from({ length }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');
}

/**
 * Creates the organisation's account (credentials through better-auth, which sends the confirmation email) and
 * its profile. No session: the dashboard opens once the email is confirmed (the link signs the admin in). An
 * address that already has an account gets the same answer, and an email telling it so (no enumeration).
 */
export async function registerOrganisation(
  context: RegistrationContext,
  input: RegisterOrganisationInput,
  headers: Headers,
) {
  const { db } = context;
  assertTermsAccepted(input);
  assertPasswordAccepted(input.password);
  const city = await findCity(db, input.cityId);
  if (!city) throw badRequest('validation_failed', 'Unknown city', [{ path: 'cityId', message: 'Unknown city' }]);
  if (input.regionId) {
    const region = await findRegionInCity(db, input.regionId, city.id);
    if (!region)
      throw badRequest('validation_failed', 'Unknown region', [{ path: 'regionId', message: 'Unknown region' }]);
  }
  await signUpThenCreateProfile(
    context,
    { name: input.organisationName, email: input.email, password: input.password, locale: input.locale },
    { callbackURL: '/confirm-email', headers },
    (authUserId, email) => insertOrganisation(db, authUserId, email, input),
  );
}

export function assertTermsAccepted(input: { acceptTerms: boolean; acceptPrivacy: boolean }) {
  if (!input.acceptTerms || !input.acceptPrivacy) {
    throw badRequest('terms_not_accepted', 'The terms of use and the privacy policy must be acknowledged');
  }
}

/**
 * Creates the credentials through better-auth (which sends the confirmation email; sign-in waits for it), then the
 * account's profile, deleting the credentials again when the profile cannot be written. An address that already
 * has an account gets an email telling it so, after about the time a new account's password hash takes (no
 * enumeration, by the answer nor by its delay).
 */
export async function signUpThenCreateProfile(
  context: RegistrationContext,
  account: { name: string; email: string; password: string; locale: Locale },
  options: { callbackURL: string; headers: Headers },
  createProfile: (authUserId: string, email: string) => Promise<unknown>,
) {
  const { db, auth } = context;
  const email = account.email.toLowerCase();
  if (await findAuthUserByEmail(db, email)) {
    await hashPassword(account.password);
    await sendAccountExistsMail(context, email, account.locale);
    return;
  }
  const response = await auth.api.signUpEmail({
    body: { name: account.name, email, password: account.password, callbackURL: options.callbackURL },
    headers: options.headers,
    asResponse: true,
  });
  if (!response.ok) throw new AppError(response.status, 'validation_failed', 'The account could not be created');
  const { user } = (await response.clone().json()) as { user: { id: string } };
  try {
    await createProfile(user.id, email);
  } catch (error) {
    await deleteAuthUser(db, user.id);
    throw error;
  }
}

async function insertOrganisation(db: Db, authUserId: string, email: string, input: RegisterOrganisationInput) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertOrganisationUnlessCodeTaken(db, {
      authUserId,
      cityId: input.cityId,
      regionId: input.regionId ?? null,
      name: input.organisationName,
      email,
      contactEmail: input.contactEmail ?? email,
      coordinatorFirstName: input.firstName,
      coordinatorLastName: input.lastName,
      inviteCode: generateInviteCode(),
      employeesCount: input.employeesCount,
    });
    if (row) return row.id;
  }
  throw new Error('Could not generate a unique invite code');
}

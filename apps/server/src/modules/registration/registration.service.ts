import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@mobiverte/contracts';
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

export function generateInviteCode(length = INVITE_CODE_LENGTH): string {
  return Array.from({ length }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');
}

/**
 * Creates the organisation's account (credentials through better-auth, which sends the confirmation email) and
 * its profile. No session: the dashboard opens once the email is confirmed (the link signs the admin in). An
 * address that already has an account gets the same answer, and an email telling it so (no enumeration).
 */
export async function registerOrganisation(
  context: { db: Db; auth: Auth; mailer: Mailer; appUrl: string; brandName: string },
  input: RegisterOrganisationInput,
  headers: Headers,
) {
  const { db, auth } = context;
  if (!input.acceptTerms || !input.acceptPrivacy) {
    throw badRequest('terms_not_accepted', 'The terms of use and the privacy policy must be acknowledged');
  }
  assertPasswordAccepted(input.password);
  const city = await findCity(db, input.cityId);
  if (!city) throw badRequest('validation_failed', 'Unknown city', [{ path: 'cityId', message: 'Unknown city' }]);
  if (input.regionId) {
    const region = await findRegionInCity(db, input.regionId, city.id);
    if (!region)
      throw badRequest('validation_failed', 'Unknown region', [{ path: 'regionId', message: 'Unknown region' }]);
  }
  const email = input.email.toLowerCase();
  const existing = await findAuthUserByEmail(db, email);
  if (existing) {
    // About the time a new account's password hash takes, so the answer's delay tells nothing either.
    await hashPassword(input.password);
    await sendAccountExistsMail(context, email, input.locale);
    return;
  }

  const response = await auth.api.signUpEmail({
    body: { name: input.organisationName, email, password: input.password, callbackURL: '/confirm-email' },
    headers,
    asResponse: true,
  });
  if (!response.ok) throw new AppError(response.status, 'validation_failed', 'The account could not be created');
  const { user } = (await response.clone().json()) as { user: { id: string } };
  try {
    await insertOrganisation(db, user.id, email, input);
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

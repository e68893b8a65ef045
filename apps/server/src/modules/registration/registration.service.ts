import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@mobiverte/contracts';
import type { Auth } from '../../auth/auth.ts';
import { assertPasswordAccepted } from '../../auth/password-policy.ts';
import { deleteAuthUser, findAuthUserByEmail } from '../../db/auth-users.ts';
import type { Db } from '../../db/connection.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { findCity, findRegionInCity } from '../cities/cities.repository.ts';
import { insertOrganisationUnlessCodeTaken } from './registration.repository.ts';
import type { RegisterOrganisationInput } from './registration.schemas.ts';

export function generateInviteCode(length = INVITE_CODE_LENGTH): string {
  return Array.from({ length }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');
}

/**
 * Creates the organisation's account (credentials through better-auth, which also sends the confirmation
 * email) and its profile; answers better-auth's response so that the new session cookie reaches the browser.
 */
export async function registerOrganisation(db: Db, auth: Auth, input: RegisterOrganisationInput, headers: Headers) {
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
  if (existing) throw conflict('email_already_exists', 'This email already exists. Please choose another one.');

  const response = await auth.api.signUpEmail({
    body: { name: input.organisationName, email, password: input.password, callbackURL: '/confirm-email' },
    headers,
    asResponse: true,
  });
  if (!response.ok) throw new AppError(response.status, 'validation_failed', 'The account could not be created');
  const { user } = (await response.clone().json()) as { user: { id: string } };
  try {
    const organisationId = await insertOrganisation(db, user.id, email, input);
    return { organisationId, response };
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

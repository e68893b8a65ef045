import { normaliseInviteCode, type ParticipantRegistration } from '@mobiverte/contracts';
import { assertPasswordAccepted } from '../../auth/password-policy.ts';
import { badRequest } from '../../lib/errors.ts';
import { findOrganisationByInviteCodeAnyCase, insertParticipant } from './registration.repository.ts';
import { assertTermsAccepted, type RegistrationContext, signUpThenCreateProfile } from './registration.service.ts';

/** Where the emailed confirmation link lands (a web page telling the participant to sign in with the app). */
export const PARTICIPANT_CONFIRMED_PATH = '/inscription/confirmee';

/** The participant's username: the email's local part (the app shows it; participants may change it there). */
export function usernameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 64);
}

/**
 * Signs a participant up with their organisation's invite code: credentials through better-auth (the app's
 * sign-in waits for the emailed confirmation), then the participant in the organisation and its city. An address
 * that already has an account gets the same answer and an email telling it so.
 */
export async function registerParticipant(
  context: RegistrationContext,
  input: ParticipantRegistration,
  headers: Headers,
) {
  const { db } = context;
  assertTermsAccepted(input);
  assertPasswordAccepted(input.password);
  const organisation = await findOrganisationByInviteCodeAnyCase(db, normaliseInviteCode(input.inviteCode));
  if (!organisation?.active) {
    throw badRequest('invite_code_unknown', 'No active organisation has this invite code', [
      { path: 'inviteCode', message: 'Unknown invite code' },
    ]);
  }
  await signUpThenCreateProfile(
    context,
    {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      password: input.password,
      locale: input.locale,
    },
    { callbackURL: PARTICIPANT_CONFIRMED_PATH, headers },
    (authUserId, email) =>
      insertParticipant(db, {
        authUserId,
        cityId: organisation.cityId,
        organisationId: organisation.id,
        branchId: null,
        username: usernameFromEmail(email),
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        approvedPrivacyPolicy: true,
      }),
  );
}

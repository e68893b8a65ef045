import { z } from 'zod';
import { LOCALES } from './constants.ts';

/** An invite code as typed or pasted: without spaces, in upper case (codes are compared in any case). */
export function normaliseInviteCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * `POST /api/register/participant`: a participant signs up with their organisation's invite code (the web form
 * `/inscription` sends it). The password policy and the acknowledgements are checked by the server, with their
 * own error codes.
 */
export const participantRegistrationBody = z.object({
  inviteCode: z.string().trim().min(1).max(40),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: z.string().max(1024),
  acceptTerms: z.boolean(),
  acceptPrivacy: z.boolean(),
  locale: z.enum(LOCALES).default('fr'),
});
export type ParticipantRegistrationInput = z.input<typeof participantRegistrationBody>;
export type ParticipantRegistration = z.output<typeof participantRegistrationBody>;

import { z } from 'zod';

/** Stable error codes: the web app shows the translated text for each (`errors.<code>`). */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'duplicate_account',
  'participant_not_allowed',
  'session_expired',
  'account_already_exists',
  'email_already_exists',
  'wrong_email_or_password',
  'invalid_email',
  'not_allowed',
  'invalid_token',
  'password_too_short',
  'password_too_long',
  'terms_not_accepted',
  'account_deactivated',
  'branch_name_taken',
  'already_invited',
  'invitation_expired',
  'mail_failed',
  'end_date_required',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    status: z.number().int(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

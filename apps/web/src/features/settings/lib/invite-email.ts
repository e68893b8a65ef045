import { validateEmail } from '@/lib/validation';

/** The spec's own wording for the invitation form: 'Adresse e-mail invalide' / 'Invalid email address'. */
export const INVALID_INVITE_EMAIL = 'access.errors.invalid_email';

export function validateInviteEmail(value: string): string | null {
  const error = validateEmail(value);
  return error === 'errors.invalid_email' ? INVALID_INVITE_EMAIL : error;
}

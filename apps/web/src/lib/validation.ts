/** Form validators: each returns the translation key of its error, or null when the value is fine. */
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mobiverte/contracts';
import { loadedCommonPasswords } from './common-passwords';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateRequired(value: unknown): string | null {
  if (value === null || value === undefined) return 'fields.errors.required';
  if (typeof value === 'string' && value.trim() === '') return 'fields.errors.required';
  return null;
}

export function validateEmail(value: string): string | null {
  if (value.trim() === '') return 'fields.errors.required';
  return isValidEmail(value) ? null : 'errors.invalid_email';
}

export function validateOptionalEmail(value: string): string | null {
  return value.trim() === '' ? null : validateEmail(value);
}

/**
 * The contracts' password policy (the server applies the same): length, one repeated character, only spaces,
 * and the common passwords once their list has loaded (`usePreloadCommonPasswords` on the page).
 */
export function validateNewPassword(value: string): string | null {
  if (value === '') return 'fields.errors.required';
  const code = checkPassword(value, loadedCommonPasswords());
  return code ? `errors.${code}` : null;
}

export function validatePositiveInteger(value: unknown): string | null {
  if (value === '' || value === null || value === undefined) return 'fields.errors.required';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number > 0 ? null : 'fields.errors.positive_integer';
}

/** Empty (the default applies) or a whole number from 0: a minus sign or decimals are refused, not dropped. */
export function validateOptionalWholeNumber(value: unknown): string | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 0 ? null : 'fields.errors.whole_number';
}

export function validateChecked(value: boolean, errorKey: string): string | null {
  return value ? null : errorKey;
}

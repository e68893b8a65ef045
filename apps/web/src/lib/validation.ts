/** Form validators: each returns the translation key of its error, or null when the value is fine. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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

export function validateNewPassword(value: string): string | null {
  if (value === '') return 'fields.errors.required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'errors.password_too_short';
  if (value.length > PASSWORD_MAX_LENGTH) return 'errors.password_too_long';
  return null;
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

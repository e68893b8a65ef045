/**
 * The password rule (ASVS 5.0 V6.2), one for the server and the web forms: at least 8 characters, at most 128,
 * not one character repeated nor only spaces, and not in the list of common and breached passwords. The list
 * is passed in (the server loads it at start; the web loads it lazily, only on pages with a password field), so
 * that this module stays small and pure.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Each one has a translated message under `errors.<code>` in the web catalogues. */
export const PASSWORD_ERROR_CODES = [
  'password_too_short',
  'password_too_long',
  'password_repeated_character',
  'password_only_spaces',
  'password_too_common',
] as const;
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number];

/** A set of common passwords, compared in lower case. */
export type CommonPasswords = { has(candidate: string): boolean };

/** Builds the set once from a list (e.g. the common passwords' dictionary), lower-cased. */
export function commonPasswordSet(list: Iterable<string>): CommonPasswords {
  const set = new Set<string>();
  for (const entry of list) set.add(entry.toLowerCase());
  return set;
}

/**
 * The first broken rule, or null when the password is accepted. Length counts Unicode code points, so an
 * accented letter or an emoji counts as one character, as a person counts them.
 */
export function checkPassword(password: string, common?: CommonPasswords): PasswordErrorCode | null {
  const characters = [...password];
  if (characters.length > 0 && password.trim().length === 0) return 'password_only_spaces';
  if (characters.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (characters.every((character) => character === characters[0])) return 'password_repeated_character';
  if (common?.has(password.toLowerCase()) || common?.has(password.trim().toLowerCase())) {
    return 'password_too_common';
  }
  return null;
}

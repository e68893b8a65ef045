import commonPasswordList from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import { checkPassword, commonPasswordSet, type CommonPasswords } from '@mobiverte/contracts';
import { badRequest } from '../lib/errors.ts';

const MESSAGES = {
  password_too_short: 'The password must be at least 8 characters long',
  password_too_long: 'The password must be at most 128 characters long',
  password_repeated_character: 'The password cannot be a single repeated character',
  password_only_spaces: 'The password cannot be only spaces',
  password_too_common: 'This password is too common or has been leaked',
} as const;

let common: CommonPasswords | undefined;

/** The common and breached passwords shipped with the product (zxcvbn-ts' list, about 49,000), built once. */
export function commonPasswords(): CommonPasswords {
  common ??= commonPasswordSet(commonPasswordList as string[]);
  return common;
}

/** Throws 400 with the broken rule's code (the contracts' password policy) unless the password is accepted. */
export function assertPasswordAccepted(password: string, path = 'password') {
  const code = checkPassword(password, commonPasswords());
  if (code) throw badRequest(code, MESSAGES[code], [{ path, message: MESSAGES[code] }]);
}

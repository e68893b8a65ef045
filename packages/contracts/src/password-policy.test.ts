import { describe, expect, it } from 'vitest';
import { checkPassword, commonPasswordSet, PASSWORD_MAX_LENGTH } from './password-policy.ts';

const common = commonPasswordSet(['password', 'Password1', 'motdepasse', 'azertyuiop']);

describe('password policy', () => {
  it('accepts a password of 8 characters or more that is not common', () => {
    expect(checkPassword('tram-vélo-42', common)).toBeNull();
    expect(checkPassword('abcdefgh', common)).toBeNull();
    expect(checkPassword('a'.repeat(PASSWORD_MAX_LENGTH - 1) + 'b', common)).toBeNull();
  });

  it('refuses fewer than 8 characters, counting characters and not bytes', () => {
    expect(checkPassword('abcdefg', common)).toBe('password_too_short');
    expect(checkPassword('', common)).toBe('password_too_short');
    expect(checkPassword('éèàçùêâ', common)).toBe('password_too_short');
    expect(checkPassword('éèàçùêâô', common)).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(checkPassword('ab'.repeat(65), common)).toBe('password_too_long');
  });

  it('refuses one repeated character and only spaces, whatever the length', () => {
    expect(checkPassword('aaaaaaaa', common)).toBe('password_repeated_character');
    expect(checkPassword('1111111111111', common)).toBe('password_repeated_character');
    expect(checkPassword('        ', common)).toBe('password_only_spaces');
    expect(checkPassword('   ', common)).toBe('password_only_spaces');
    expect(checkPassword('\t \t    ', common)).toBe('password_only_spaces');
  });

  it('refuses a common password in any case, and with surrounding spaces', () => {
    expect(checkPassword('password', common)).toBe('password_too_common');
    expect(checkPassword('PASSWORD1', common)).toBe('password_too_common');
    expect(checkPassword(' motdepasse ', common)).toBe('password_too_common');
    expect(checkPassword('AzertyUiop', common)).toBe('password_too_common');
  });

  it('applies the other rules without a list', () => {
    expect(checkPassword('password')).toBeNull();
    expect(checkPassword('short')).toBe('password_too_short');
  });
});

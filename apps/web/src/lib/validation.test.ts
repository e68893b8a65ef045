import { loadCommonPasswords } from './common-passwords';
import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  validateChecked,
  validateEmail,
  validateNewPassword,
  validateOptionalEmail,
  validateOptionalWholeNumber,
  validatePositiveInteger,
  validateRequired,
} from './validation';

describe('email', () => {
  it('accepts ordinary addresses and trims spaces', () => {
    expect(isValidEmail('ville@demo.mobiverte.org')).toBe(true);
    expect(isValidEmail('  a.b+c@exemple.fr ')).toBe(true);
  });

  it('rejects what is not an address with the invalid-email key', () => {
    for (const value of ['ville', 'ville@', '@demo.org', 'a b@c.de', 'a@b', 'a@b.c']) {
      expect(validateEmail(value)).toBe('errors.invalid_email');
    }
  });

  it('asks for a value when empty, unless optional', () => {
    expect(validateEmail('')).toBe('fields.errors.required');
    expect(validateOptionalEmail('')).toBeNull();
    expect(validateOptionalEmail('nope')).toBe('errors.invalid_email');
  });
});

describe('validateNewPassword', () => {
  it('requires 8 to 128 characters', () => {
    expect(validateNewPassword('')).toBe('fields.errors.required');
    expect(validateNewPassword('1234567')).toBe('errors.password_too_short');
    expect(validateNewPassword('k7#Qm2pL')).toBeNull();
    expect(validateNewPassword('x'.repeat(129))).toBe('errors.password_too_long');
  });
});

describe('other validators', () => {
  it('validateRequired rejects empty and blank values', () => {
    expect(validateRequired('')).toBe('fields.errors.required');
    expect(validateRequired('  ')).toBe('fields.errors.required');
    expect(validateRequired(null)).toBe('fields.errors.required');
    expect(validateRequired('x')).toBeNull();
  });

  it('validateOptionalWholeNumber refuses a minus sign or decimals instead of dropping them', () => {
    expect(validateOptionalWholeNumber('')).toBeNull();
    expect(validateOptionalWholeNumber(0)).toBeNull();
    expect(validateOptionalWholeNumber(-4)).toBe('fields.errors.whole_number');
    expect(validateOptionalWholeNumber(4.5)).toBe('fields.errors.whole_number');
  });

  it('validatePositiveInteger wants a whole number above zero', () => {
    expect(validatePositiveInteger(12)).toBeNull();
    expect(validatePositiveInteger('12')).toBeNull();
    expect(validatePositiveInteger(0)).toBe('fields.errors.positive_integer');
    expect(validatePositiveInteger(-3)).toBe('fields.errors.positive_integer');
    expect(validatePositiveInteger(2.5)).toBe('fields.errors.positive_integer');
    expect(validatePositiveInteger('')).toBe('fields.errors.required');
  });

  it('validateChecked returns the given key when unticked', () => {
    expect(validateChecked(false, 'auth.register.errors.terms')).toBe('auth.register.errors.terms');
    expect(validateChecked(true, 'auth.register.errors.terms')).toBeNull();
  });
});

describe('validateNewPassword with the contracts policy', () => {
  it('refuses one repeated character and only spaces', () => {
    expect(validateNewPassword('aaaaaaaaaa')).toBe('errors.password_repeated_character');
    expect(validateNewPassword('          ')).toBe('errors.password_only_spaces');
  });

  it('refuses a common password once the lazily loaded list has arrived', async () => {
    await loadCommonPasswords();
    expect(validateNewPassword('password123')).toBe('errors.password_too_common');
    expect(validateNewPassword('Azertyuiop')).toBe('errors.password_too_common');
    expect(validateNewPassword('tram-vélo-du-lundi')).toBeNull();
  });
});

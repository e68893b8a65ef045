import { describe, expect, it } from 'vitest';
import { catalogues } from '@/locales';
import { INVALID_INVITE_EMAIL, validateInviteEmail } from './invite-email';

describe('validateInviteEmail', () => {
  it('accepts an address, requires one, and refuses anything else with the spec wording', () => {
    expect(validateInviteEmail('marie.tremblay@exemple.ca')).toBeNull();
    expect(validateInviteEmail('  ')).toBe('fields.errors.required');
    expect(validateInviteEmail('marie.tremblay@exemple')).toBe(INVALID_INVITE_EMAIL);
  });

  it('reads exactly as the specification says in French and English, and in German', () => {
    const text = (locale: 'fr' | 'en' | 'de') =>
      (catalogues[locale].access as { errors: { invalid_email: string } }).errors.invalid_email;
    expect(text('fr')).toBe('Adresse e-mail invalide');
    expect(text('en')).toBe('Invalid email address');
    expect(text('de')).toBe('Ungültige E-Mail-Adresse');
  });
});

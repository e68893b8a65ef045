import { describe, expect, it } from 'vitest';
import { addressRules, contactRules, personRules, validateOptionalPhone } from './fieldset-rules';

describe('fieldset rules', () => {
  it('checks a person under the names the form uses', () => {
    const rules = personRules({ names: { firstName: 'coordinatorFirstName' } });
    expect(Object.keys(rules)).toEqual(['coordinatorFirstName', 'lastName']);
    expect(rules.coordinatorFirstName!(' ')).toBe('fields.errors.required');
    expect(personRules({ required: false }).firstName!('')).toBeNull();
  });

  it('refuses an e-mail or a phone number that is not one, and lets optional ones be empty', () => {
    expect(contactRules().email!('marie@')).toBe('errors.invalid_email');
    expect(contactRules().email!('')).toBeNull();
    expect(contactRules({ emailRequired: true }).email!('')).toBe('fields.errors.required');
    expect(validateOptionalPhone('+1 (450) 555-0101')).toBeNull();
    expect(validateOptionalPhone('call me')).toBe('fields.errors.invalid_phone');
  });

  it('requires a postal code only when the form says so', () => {
    expect(addressRules().postalCode!('')).toBeNull();
    expect(addressRules({ postalCodeRequired: true }).postalCode!('')).toBe('fields.errors.required');
  });
});

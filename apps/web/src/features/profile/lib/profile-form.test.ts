import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { OrganisationProfile } from '../api/get-organisation-profile';
import {
  mapProfileErrors,
  POSTAL_CODE_ERROR,
  profileValidation,
  toProfileInput,
  toProfileValues,
  URL_ERROR,
  validateLogoUrl,
  validatePostalCode,
} from './profile-form';

const profile: OrganisationProfile = {
  id: 'org-1',
  name: 'Groupe Conseil Boréal',
  email: 'organisation@demo.mobiverte.org',
  contactEmail: 'mathieu.bergeron@boreal.test',
  coordinatorFirstName: 'Mathieu',
  coordinatorLastName: 'Bergeron',
  inviteCode: 'ABCD2345',
  employeesCount: 86,
  street: null,
  city: null,
  postalCode: 'h7t2p5',
  country: 'CA',
  regionId: 'region-1',
  regionName: 'Chomedey',
  cityId: 'city-1',
  cityName: 'Laval',
  descriptionFr: 'Génie-conseil',
  descriptionEn: 'Consultancy',
  logoUrl: null,
  language: 'de',
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('validatePostalCode', () => {
  it('checks the format of the chosen country, Canada by default', () => {
    expect(validatePostalCode('H7T 2P5', 'CA')).toBeNull();
    expect(validatePostalCode('h7t2p5', null)).toBeNull();
    expect(validatePostalCode('75001', 'FR')).toBeNull();
    expect(validatePostalCode('10115', 'DE')).toBeNull();
    expect(validatePostalCode('1000', 'BE')).toBeNull();
    expect(validatePostalCode('8001', 'CH')).toBeNull();
    expect(validatePostalCode('12345-6789', 'US')).toBeNull();
  });

  it('refuses a code of another country and an empty code', () => {
    expect(validatePostalCode('75001', 'CA')).toBe(POSTAL_CODE_ERROR);
    expect(validatePostalCode('H7T 2P5', 'FR')).toBe(POSTAL_CODE_ERROR);
    expect(validatePostalCode('ABC', null)).toBe(POSTAL_CODE_ERROR);
    expect(validatePostalCode('  ', 'CA')).toBe('fields.errors.required');
  });
});

describe('profile validation', () => {
  it('requires every field but street, city, country and logo', () => {
    const values = { ...toProfileValues(profile), descriptionEn: ' ', street: '', city: '', country: null };
    expect(profileValidation.descriptionEn(values.descriptionEn)).toBe('fields.errors.required');
    expect(profileValidation.regionId(null)).toBe('fields.errors.required');
    expect(profileValidation.employeesCount(0)).toBe('fields.errors.positive_integer');
    expect(profileValidation.employeesCount('12')).toBeNull();
    expect(profileValidation.postalCode(values.postalCode, values)).toBeNull();
  });

  it('accepts an empty logo or a web address', () => {
    expect(validateLogoUrl('')).toBeNull();
    expect(validateLogoUrl('https://example.org/logo.png')).toBeNull();
    expect(validateLogoUrl('logo.png')).toBe(URL_ERROR);
    expect(validateLogoUrl('javascript:alert(1)')).toBe(URL_ERROR);
  });
});

describe('toProfileInput', () => {
  it('trims, writes Canadian postal codes as A1A 1A1 and sends empty optional fields as null', () => {
    const input = toProfileInput({ ...toProfileValues(profile), name: '  Boréal ', employeesCount: '90' });
    expect(input).toMatchObject({
      name: 'Boréal',
      employeesCount: 90,
      postalCode: 'H7T 2P5',
      street: null,
      city: null,
      logoUrl: null,
      country: 'CA',
      regionId: 'region-1',
      language: 'de',
    });
  });
});

describe('mapProfileErrors', () => {
  it('puts each refused field next to its input', () => {
    const error = new ApiError('validation_failed', 400, 'Invalid', [
      { path: 'postalCode', message: 'invalid_postal_code' },
      { path: 'body.contactEmail', message: 'Invalid email' },
      { path: 'descriptionFr', message: 'Too small' },
      { path: 'unknown', message: 'x' },
    ]);
    expect(mapProfileErrors(error)).toEqual({
      postalCode: POSTAL_CODE_ERROR,
      contactEmail: 'errors.invalid_email',
      descriptionFr: 'fields.errors.invalid',
    });
    expect(mapProfileErrors(new ApiError('forbidden', 403, 'No'))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { CityProfile } from '../api/get-city-profile';
import {
  cityProfileValidation,
  mapCityProfileErrors,
  TIME_ZONE_ERROR,
  toCityProfileInput,
  toCityProfileValues,
  validateTimeZone,
} from './city-profile-form';

const profile: CityProfile = {
  id: 'city-1',
  name: 'Laval',
  email: 'mobilite@laval.test',
  province: null,
  country: 'CA',
  timezone: 'America/Toronto',
};

describe('city profile form', () => {
  it('reads the profile, with an empty province and no unsupported country', () => {
    expect(toCityProfileValues(profile)).toEqual({
      name: 'Laval',
      email: 'mobilite@laval.test',
      province: '',
      country: 'CA',
      timezone: 'America/Toronto',
    });
    expect(toCityProfileValues({ ...profile, country: 'MX' }).country).toBeNull();
  });

  it('requires the name, a valid email, the country and a known time zone; the province is optional', () => {
    expect(cityProfileValidation.name(' ')).toBe('fields.errors.required');
    expect(cityProfileValidation.email('mobilite@laval')).toBe('errors.invalid_email');
    expect(cityProfileValidation.country(null)).toBe('fields.errors.required');
    expect(validateTimeZone(null)).toBe('fields.errors.required');
    expect(validateTimeZone('Mars/Olympus')).toBe(TIME_ZONE_ERROR);
    expect(validateTimeZone('Europe/Zurich')).toBeNull();
    expect(cityProfileValidation).not.toHaveProperty('province');
  });

  it('trims the values and sends an empty province as null', () => {
    const values = { ...toCityProfileValues(profile), name: ' Ville de Laval ', email: ' a@laval.test ' };
    expect(toCityProfileInput(values)).toEqual({
      name: 'Ville de Laval',
      email: 'a@laval.test',
      province: null,
      country: 'CA',
      timezone: 'America/Toronto',
    });
    expect(toCityProfileInput({ ...values, province: ' QC ' }).province).toBe('QC');
  });

  it("puts the server's refusals next to their fields", () => {
    const error = new ApiError('validation_failed', 400, 'Invalid', [
      { path: 'timezone', message: 'invalid_time_zone' },
      { path: 'body.email', message: 'Invalid email' },
      { path: 'name', message: 'Too small' },
      { path: 'unknown', message: 'x' },
    ]);
    expect(mapCityProfileErrors(error)).toEqual({
      timezone: TIME_ZONE_ERROR,
      email: 'errors.invalid_email',
      name: 'fields.errors.invalid',
    });
    expect(mapCityProfileErrors(new ApiError('forbidden', 403, 'No'))).toEqual({});
  });
});

import { isSupportedCountry, type PostalCountry } from '@mobiverte/contracts';
import { ApiError } from '@/lib/api-error';
import { validateEmail, validateRequired } from '@/lib/validation';
import type { CityProfile } from '../api/get-city-profile';
import type { CityProfileInput } from '../api/update-city-profile';
import { isKnownTimeZone } from '@/lib/time-zones';

export interface CityProfileValues {
  name: string;
  email: string;
  province: string;
  country: PostalCountry | null;
  timezone: string | null;
}

export type CityProfileField = keyof CityProfileValues;

export const TIME_ZONE_ERROR = 'profile.city.errors.invalid_time_zone';

export function toCityProfileValues(profile: CityProfile): CityProfileValues {
  return {
    name: profile.name,
    email: profile.email,
    province: profile.province ?? '',
    country: isSupportedCountry(profile.country) ? profile.country : null,
    timezone: profile.timezone || null,
  };
}

export function validateTimeZone(value: string | null): string | null {
  return validateRequired(value) ?? (isKnownTimeZone(value ?? '') ? null : TIME_ZONE_ERROR);
}

/** Name, contact email, country and time zone are required; the province is optional. */
export const cityProfileValidation = {
  name: validateRequired,
  email: validateEmail,
  country: validateRequired,
  timezone: validateTimeZone,
};

/** Only called once the values are valid: the country and the time zone are then chosen. */
export function toCityProfileInput(values: CityProfileValues): CityProfileInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    province: values.province.trim() || null,
    country: values.country ?? 'CA',
    timezone: values.timezone ?? '',
  };
}

const ERROR_BY_FIELD: Partial<Record<CityProfileField, string>> = {
  email: 'errors.invalid_email',
  timezone: TIME_ZONE_ERROR,
};

const FIELDS: readonly CityProfileField[] = ['name', 'email', 'province', 'country', 'timezone'];

function isCityProfileField(field: string): field is CityProfileField {
  return (FIELDS as readonly string[]).includes(field);
}

/** Puts the server's refusal of a field next to that field, as a translation key. */
export function mapCityProfileErrors(error: unknown): Partial<Record<CityProfileField, string>> {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return {};
  const fields: Partial<Record<CityProfileField, string>> = {};
  for (const { path } of error.details) {
    const field = path.replace(/^body[./]/, '').split(/[./[]/)[0] ?? '';
    if (isCityProfileField(field) && !fields[field]) fields[field] = ERROR_BY_FIELD[field] ?? 'fields.errors.invalid';
  }
  return fields;
}

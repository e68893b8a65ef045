import {
  isSupportedCountry,
  isValidPostalCode,
  type Locale,
  normalizePostalCode,
  type PostalCountry,
} from '@mobiverte/contracts';
import { personRules } from '@/components/form/fieldset-rules';
import { ApiError } from '@/lib/api-error';
import { validateEmail, validatePositiveInteger, validateRequired } from '@/lib/validation';
import type { OrganisationProfile } from '../api/get-organisation-profile';
import type { OrganisationProfileInput } from '../api/update-organisation-profile';

/** Postal codes are checked against Canada when no country is chosen, as the server does. */
export const DEFAULT_COUNTRY: PostalCountry = 'CA';

/** A valid code of each country, shown in the error so that the expected format is obvious. */
export const POSTAL_CODE_EXAMPLES: Record<PostalCountry, string> = {
  CA: 'H7N 5H9',
  US: '12345',
  FR: '75001',
  DE: '10115',
  BE: '1000',
  CH: '8001',
};

export interface ProfileValues {
  name: string;
  employeesCount: number | string;
  descriptionFr: string;
  descriptionEn: string;
  logoUrl: string;
  coordinatorFirstName: string;
  coordinatorLastName: string;
  contactEmail: string;
  street: string;
  city: string;
  postalCode: string;
  country: PostalCountry | null;
  regionId: string | null;
  language: Locale;
}

export type ProfileField = keyof ProfileValues;

export function toProfileValues(profile: OrganisationProfile): ProfileValues {
  return {
    name: profile.name,
    employeesCount: profile.employeesCount,
    descriptionFr: profile.descriptionFr ?? '',
    descriptionEn: profile.descriptionEn ?? '',
    logoUrl: profile.logoUrl ?? '',
    coordinatorFirstName: profile.coordinatorFirstName ?? '',
    coordinatorLastName: profile.coordinatorLastName ?? '',
    contactEmail: profile.contactEmail ?? '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    country: isSupportedCountry(profile.country) ? profile.country : null,
    regionId: profile.regionId,
    language: profile.language,
  };
}

export const POSTAL_CODE_ERROR = 'profile.errors.invalid_postal_code';
export const URL_ERROR = 'profile.errors.invalid_url';

export function validatePostalCode(postalCode: string, country: PostalCountry | null): string | null {
  if (postalCode.trim() === '') return 'fields.errors.required';
  return isValidPostalCode(country ?? DEFAULT_COUNTRY, postalCode) ? null : POSTAL_CODE_ERROR;
}

export function validateLogoUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : URL_ERROR;
  } catch {
    return URL_ERROR;
  }
}

/** The coordinator is the person of the organisation's profile. */
export const COORDINATOR_NAMES = { firstName: 'coordinatorFirstName', lastName: 'coordinatorLastName' } as const;

/** Every field is required except street, city, country and the logo (spec section 5). */
export const profileValidation = {
  name: validateRequired,
  employeesCount: validatePositiveInteger,
  descriptionFr: validateRequired,
  descriptionEn: validateRequired,
  logoUrl: validateLogoUrl,
  ...personRules({ names: COORDINATOR_NAMES }),
  contactEmail: validateEmail,
  postalCode: (value: string, values: ProfileValues) => validatePostalCode(value, values.country),
  regionId: validateRequired,
};

export function toProfileInput(values: ProfileValues): OrganisationProfileInput {
  const country = values.country ?? DEFAULT_COUNTRY;
  return {
    name: values.name.trim(),
    employeesCount: Number(values.employeesCount),
    descriptionFr: values.descriptionFr.trim(),
    descriptionEn: values.descriptionEn.trim(),
    logoUrl: values.logoUrl.trim() || null,
    coordinatorFirstName: values.coordinatorFirstName.trim(),
    coordinatorLastName: values.coordinatorLastName.trim(),
    contactEmail: values.contactEmail.trim(),
    street: values.street.trim() || null,
    city: values.city.trim() || null,
    country: values.country,
    postalCode: normalizePostalCode(country, values.postalCode),
    regionId: values.regionId ?? '',
    language: values.language,
  };
}

const ERROR_BY_FIELD: Partial<Record<ProfileField, string>> = {
  employeesCount: 'fields.errors.positive_integer',
  contactEmail: 'errors.invalid_email',
  postalCode: POSTAL_CODE_ERROR,
  logoUrl: URL_ERROR,
};

function isProfileField(field: string): field is ProfileField {
  return Object.hasOwn(profileValidation, field) || field === 'street' || field === 'city' || field === 'country';
}

/** Puts the server's refusal of a field next to that field, as a translation key. */
export function mapProfileErrors(error: unknown): Partial<Record<ProfileField, string>> {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return {};
  const fields: Partial<Record<ProfileField, string>> = {};
  for (const { path } of error.details) {
    const field = path.replace(/^body[./]/, '').split(/[./[]/)[0] ?? '';
    if (isProfileField(field) && !fields[field]) fields[field] = ERROR_BY_FIELD[field] ?? 'fields.errors.invalid';
  }
  return fields;
}

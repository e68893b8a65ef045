import type { CityOnboardingInput, Locale, PostalCountry } from '@mobiverte/contracts';
import { ApiError, getErrorMessageKey } from '@/lib/api-error';
import { isKnownTimeZone } from '@/lib/time-zones';
import { validateEmail, validateRequired } from '@/lib/validation';

export interface OnboardingValues {
  token: string;
  cityName: string;
  cityEmail: string;
  country: PostalCountry | null;
  province: string;
  timezone: string | null;
  firstName: string;
  lastName: string;
  email: string;
  locale: Locale;
}
export type OnboardingField = keyof OnboardingValues;

export const TOKEN_MIN_LENGTH = 32;

export const emptyOnboarding = (token: string, locale: Locale = 'fr'): OnboardingValues => ({
  token,
  cityName: '',
  cityEmail: '',
  country: 'CA',
  province: '',
  timezone: null,
  firstName: '',
  lastName: '',
  email: '',
  locale,
});

export const onboardingValidation = {
  token: (value: string) =>
    validateRequired(value.trim()) ?? (value.trim().length < TOKEN_MIN_LENGTH ? 'platform.errors.token_short' : null),
  cityName: (value: string) => validateRequired(value.trim()),
  cityEmail: validateEmail,
  country: validateRequired,
  timezone: (value: string | null) =>
    validateRequired(value) ?? (isKnownTimeZone(value ?? '') ? null : 'platform.errors.invalid_time_zone'),
  firstName: (value: string) => validateRequired(value.trim()),
  lastName: (value: string) => validateRequired(value.trim()),
  email: validateEmail,
  locale: validateRequired,
};

/** Only called once the values are valid: the country and the time zone are then chosen. */
export function toOnboardingInput(values: OnboardingValues): CityOnboardingInput {
  return {
    city: {
      name: values.cityName.trim(),
      email: values.cityEmail.trim(),
      country: values.country ?? 'CA',
      province: values.province.trim() || null,
      timezone: values.timezone ?? '',
    },
    admin: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      locale: values.locale,
    },
  };
}

/** The server's path of a field (`city.timezone`: the group, then the name) → the form's field. */
const FIELD_BY_PATH: Record<string, Record<string, OnboardingField>> = {
  city: { name: 'cityName', email: 'cityEmail', country: 'country', province: 'province', timezone: 'timezone' },
  admin: { firstName: 'firstName', lastName: 'lastName', email: 'email', locale: 'locale' },
};

function fieldOfPath(path: string): OnboardingField | undefined {
  const [group = '', name = ''] = path.replace(/^body[./]/, '').split(/[./]/);
  return Object.hasOwn(FIELD_BY_PATH, group) && Object.hasOwn(FIELD_BY_PATH[group]!, name)
    ? FIELD_BY_PATH[group]![name]
    : undefined;
}

const KEY_BY_FIELD: Partial<Record<OnboardingField, string>> = {
  cityEmail: 'errors.invalid_email',
  email: 'errors.invalid_email',
  timezone: 'platform.errors.invalid_time_zone',
};

export interface OnboardingErrors {
  fields: Partial<Record<OnboardingField, string>>;
  /** Shown above the form when no field carries the error. */
  form: string | null;
}

/** Puts the server's refusal next to the field it is about (a wrong token on the token), as translation keys. */
export function mapOnboardingError(error: unknown): OnboardingErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: getErrorMessageKey(error) };
  if (error.code === 'platform_token_invalid')
    return { fields: { token: 'errors.platform_token_invalid' }, form: null };
  if (error.code === 'email_already_exists') return { fields: { email: 'errors.email_already_exists' }, form: null };
  if (error.code === 'validation_failed') {
    const fields: OnboardingErrors['fields'] = {};
    for (const { path } of error.details) {
      const field = fieldOfPath(path);
      if (field && !fields[field]) fields[field] = KEY_BY_FIELD[field] ?? 'fields.errors.invalid';
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  return { fields: {}, form: getErrorMessageKey(error) };
}

/** The token stays in this tab's session only, so that several cities can be created in one sitting. */
const TOKEN_KEY = 'mobiverte.platformToken';

export function readSessionToken(): string {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function keepSessionToken(token: string): void {
  try {
    window.sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // private browsing without storage: the operator types it again
  }
}

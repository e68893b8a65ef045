import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { emptyOnboarding, mapOnboardingError, onboardingValidation, toOnboardingInput } from './onboarding-form';

describe('mapOnboardingError', () => {
  it('puts a wrong token on the token and an existing email on the admin email', () => {
    expect(mapOnboardingError(new ApiError('platform_token_invalid', 401, ''))).toEqual({
      fields: { token: 'errors.platform_token_invalid' },
      form: null,
    });
    expect(mapOnboardingError(new ApiError('email_already_exists', 409, '')).fields).toEqual({
      email: 'errors.email_already_exists',
    });
  });

  it('maps the nested paths of validation details to the form fields', () => {
    const error = new ApiError('validation_failed', 400, 'bad', [
      { path: 'city.timezone', message: 'invalid_time_zone' },
      { path: 'city.email', message: 'Invalid email' },
      { path: 'admin.firstName', message: 'Too small' },
      { path: 'elsewhere', message: '?' },
    ]);
    expect(mapOnboardingError(error)).toEqual({
      fields: {
        timezone: 'platform.errors.invalid_time_zone',
        cityEmail: 'errors.invalid_email',
        firstName: 'fields.errors.invalid',
      },
      form: null,
    });
  });

  it('shows the other errors above the form', () => {
    expect(mapOnboardingError(new ApiError('rate_limited', 429, ''))).toEqual({
      fields: {},
      form: 'errors.rate_limited',
    });
  });
});

describe('the onboarding form', () => {
  it('asks for a token of 32 characters or more and a known time zone', () => {
    expect(onboardingValidation.token('short')).toBe('platform.errors.token_short');
    expect(onboardingValidation.token('x'.repeat(32))).toBeNull();
    expect(onboardingValidation.timezone('Mars/Olympus')).toBe('platform.errors.invalid_time_zone');
    expect(onboardingValidation.timezone('America/Toronto')).toBeNull();
  });

  it('sends the city and its admin, trimmed, without an empty province', () => {
    const values = {
      ...emptyOnboarding('t', 'de'),
      cityName: ' Freiburg ',
      cityEmail: 'stadt@freiburg.test ',
      country: 'DE' as const,
      timezone: 'Europe/Berlin',
      firstName: 'Anna ',
      lastName: ' Weber',
      email: 'anna@freiburg.test',
    };
    expect(toOnboardingInput(values)).toEqual({
      city: {
        name: 'Freiburg',
        email: 'stadt@freiburg.test',
        country: 'DE',
        province: null,
        timezone: 'Europe/Berlin',
      },
      admin: { firstName: 'Anna', lastName: 'Weber', email: 'anna@freiburg.test', locale: 'de' },
    });
  });
});

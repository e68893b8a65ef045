import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { mapRegisterError } from './register-errors';

describe('mapRegisterError', () => {
  it('puts an existing email on the email field', () => {
    expect(mapRegisterError(new ApiError('email_already_exists', 409, 'exists'))).toEqual({
      fields: { email: 'errors.email_already_exists' },
      form: null,
    });
  });

  it('puts unaccepted terms on the terms checkbox', () => {
    expect(mapRegisterError(new ApiError('terms_not_accepted', 400, '')).fields).toEqual({
      acceptTerms: 'auth.register.errors.accept_terms',
    });
  });

  it('puts an unknown invite code on its field', () => {
    expect(mapRegisterError(new ApiError('invite_code_unknown', 400, '')).fields).toEqual({
      inviteCode: 'errors.invite_code_unknown',
    });
  });

  it('maps validation details to their fields', () => {
    const error = new ApiError('validation_failed', 400, 'bad', [
      { path: 'contactEmail', message: 'Invalid email' },
      { path: 'employeesCount', message: 'Too small' },
      { path: 'body.organisationName', message: 'Required' },
      { path: 'somethingElse', message: '?' },
    ]);
    expect(mapRegisterError(error)).toEqual({
      fields: {
        contactEmail: 'errors.invalid_email',
        employeesCount: 'fields.errors.positive_integer',
        organisationName: 'fields.errors.invalid',
      },
      form: null,
    });
  });

  it('shows other failures above the form', () => {
    expect(mapRegisterError(new ApiError('validation_failed', 400, 'bad'))).toEqual({
      fields: {},
      form: 'errors.validation_failed',
    });
    expect(mapRegisterError(new ApiError('rate_limited', 429, ''))).toEqual({
      fields: {},
      form: 'errors.rate_limited',
    });
    expect(mapRegisterError(new TypeError('x'))).toEqual({ fields: {}, form: 'errors.unknown_error' });
  });
});

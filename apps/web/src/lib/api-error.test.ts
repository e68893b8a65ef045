import { ERROR_CODES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, getErrorMessageKey, hasErrorCode, parseApiError } from './api-error';

describe('parseApiError', () => {
  it('reads the server error shape', () => {
    const error = parseApiError(409, {
      error: { code: 'email_already_exists', message: 'Email taken', status: 409 },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('email_already_exists');
    expect(error.status).toBe(409);
    expect(error.message).toBe('Email taken');
    expect(error.details).toEqual([]);
  });

  it('keeps validation details', () => {
    const error = parseApiError(400, {
      error: {
        code: 'validation_failed',
        message: 'Invalid body',
        status: 400,
        details: [{ path: 'email', message: 'Invalid email' }, { nope: true }],
      },
    });
    expect(error.details).toEqual([{ path: 'email', message: 'Invalid email' }]);
  });

  it('turns anything else into unknown_error with the HTTP status', () => {
    expect(parseApiError(502, '<html>Bad gateway</html>').code).toBe('unknown_error');
    expect(parseApiError(500, undefined).status).toBe(500);
    expect(parseApiError(400, { error: 'nope' }).code).toBe('unknown_error');
  });

  it('turns a code this build does not know into unknown_error, keeping the message and status', () => {
    const error = parseApiError(409, { error: { code: 'brand_new_code', message: 'New rule', status: 409 } });
    expect(error.code).toBe('unknown_error');
    expect(error.message).toBe('New rule');
    expect(error.status).toBe(409);
  });
});

describe('getErrorMessageKey', () => {
  it('maps every server code to its errors.* key', () => {
    for (const code of ERROR_CODES) {
      expect(getErrorMessageKey(new ApiError(code, 400, code))).toBe(`errors.${code}`);
    }
  });

  it('falls back for unknown codes and foreign errors', () => {
    expect(getErrorMessageKey(parseApiError(400, { error: { code: 'brand_new_code' } }))).toBe('errors.unknown_error');
    expect(getErrorMessageKey(new Error('boom'))).toBe('errors.unknown_error');
    expect(getErrorMessageKey(new ApiError('network_error', 0, ''))).toBe('errors.network_error');
  });
});

describe('hasErrorCode', () => {
  it('checks the code of an ApiError only', () => {
    expect(hasErrorCode(new ApiError('rate_limited', 429, ''), 'rate_limited', 'forbidden')).toBe(true);
    expect(hasErrorCode(new ApiError('forbidden', 403, ''), 'rate_limited')).toBe(false);
    expect(hasErrorCode(new Error('rate_limited'), 'rate_limited')).toBe(false);
  });
});

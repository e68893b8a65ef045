import { ERROR_CODES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { toProductError } from './auth.routes.ts';

describe("better-auth's errors as the product's", () => {
  it('keeps the meaning of the codes it knows', () => {
    const wrong = toProductError(401, JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }));
    expect(wrong).toMatchObject({ status: 401, code: 'wrong_email_or_password' });
    expect(toProductError(400, JSON.stringify({ code: 'TOKEN_EXPIRED' })).code).toBe('invalid_token');
  });

  it("answers any other code with its status's code, never a code outside the list", () => {
    const cases = [
      [400, 'FAILED_TO_CREATE_USER', 'validation_failed'],
      [401, 'SOME_NEW_CODE', 'unauthenticated'],
      [403, 'INVALID_ORIGIN', 'not_allowed'],
      [404, 'USER_EMAIL_NOT_FOUND', 'not_found'],
      [429, 'TOO_MANY', 'rate_limited'],
      [500, 'FAILED_TO_CREATE_SESSION', 'internal_error'],
    ] as const;
    for (const [status, code, expected] of cases) {
      const error = toProductError(status, JSON.stringify({ code, message: 'from better-auth' }));
      expect(error).toMatchObject({ status, code: expected });
      expect(ERROR_CODES).toContain(error.code);
    }
    expect(toProductError(400, 'not json').code).toBe('validation_failed');
  });
});

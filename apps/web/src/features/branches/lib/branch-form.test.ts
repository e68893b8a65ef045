import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { mapBranchError, validateBranchName } from './branch-form';

describe('validateBranchName', () => {
  it('requires a name of at most 120 characters', () => {
    expect(validateBranchName('  ')).toBe('fields.errors.required');
    expect(validateBranchName('Siège social')).toBeNull();
    expect(validateBranchName('x'.repeat(121))).toBe('branches.errors.name_too_long');
  });
});

describe('mapBranchError', () => {
  it('shows a taken name under the name field', () => {
    expect(mapBranchError(new ApiError('branch_name_taken', 409, 'Taken'))).toEqual({
      fields: { name: 'errors.branch_name_taken' },
      form: null,
    });
  });

  it('puts a refused region next to the region picker', () => {
    const error = new ApiError('validation_failed', 400, 'Invalid', [{ path: 'regionId', message: 'Invalid uuid' }]);
    expect(mapBranchError(error).fields).toEqual({ regionId: 'fields.errors.invalid' });
  });

  it('turns other failures into a translated message', () => {
    expect(mapBranchError(new ApiError('forbidden', 403, 'No'))).toEqual({ fields: {}, form: 'errors.forbidden' });
    expect(mapBranchError(new Error('boom'))).toEqual({ fields: {}, form: 'errors.unknown_error' });
  });
});

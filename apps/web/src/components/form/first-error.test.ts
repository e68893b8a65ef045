import { describe, expect, it } from 'vitest';
import { findFirstErrorPath } from './first-error';

describe('findFirstErrorPath', () => {
  it('picks the failed field that comes first on the page, not first in the errors', () => {
    expect(findFirstErrorPath({ postalCode: 'x', name: 'y' }, ['name', 'email', 'postalCode'])).toBe('name');
  });

  it('ignores cleared errors and falls back to a field without an input', () => {
    expect(findFirstErrorPath({ name: null, codeType: 'x' }, ['name'])).toBe('codeType');
    expect(findFirstErrorPath({}, ['name'])).toBeNull();
  });
});

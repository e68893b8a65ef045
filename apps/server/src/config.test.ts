import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PLATFORM_OPERATOR_TOKEN', () => {
  const base = { AUTH_SECRET: 'config-test-secret-config-test-secret-00' };

  it('is optional: unset or empty, city onboarding does not exist', () => {
    expect(loadConfig(base).platformOperatorToken).toBeNull();
    expect(loadConfig({ ...base, PLATFORM_OPERATOR_TOKEN: '' }).platformOperatorToken).toBeNull();
  });

  it('is refused at start when shorter than 32 characters', () => {
    expect(() => loadConfig({ ...base, PLATFORM_OPERATOR_TOKEN: 'x'.repeat(31) })).toThrow();
    expect(loadConfig({ ...base, PLATFORM_OPERATOR_TOKEN: 'x'.repeat(32) }).platformOperatorToken).toBe('x'.repeat(32));
  });
});

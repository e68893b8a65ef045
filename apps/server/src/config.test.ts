import { describe, expect, it } from 'vitest';
import { loadConfig, MAILERLITE_API_DEFAULT_URL } from './config.ts';

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

describe('ENCRYPTION_KEY and MAILERLITE_API_URL', () => {
  const base = { AUTH_SECRET: 'config-test-secret-config-test-secret-00', PORT: '3210' };

  it('encrypts with ENCRYPTION_KEY when set (32+ characters), else with AUTH_SECRET', () => {
    expect(loadConfig(base).encryptionKey).toBe(base.AUTH_SECRET);
    expect(loadConfig({ ...base, ENCRYPTION_KEY: '' }).encryptionKey).toBe(base.AUTH_SECRET);
    expect(loadConfig({ ...base, ENCRYPTION_KEY: 'k'.repeat(32) }).encryptionKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ ...base, ENCRYPTION_KEY: 'k'.repeat(31) })).toThrow();
  });

  it('talks to MAILERLITE_API_URL, else to MailerLite, else in development with the demo world to its stand-in', () => {
    expect(loadConfig({ ...base, MAILERLITE_API_URL: 'http://127.0.0.1:9/' }).mailerlite).toEqual({
      apiUrl: 'http://127.0.0.1:9',
      standIn: false,
    });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).mailerlite).toEqual({
      apiUrl: MAILERLITE_API_DEFAULT_URL,
      standIn: false,
    });
    expect(loadConfig({ ...base, DEMO_WORLD: 'false' }).mailerlite.standIn).toBe(false);
    expect(loadConfig(base).mailerlite).toEqual({
      apiUrl: 'http://127.0.0.1:3210/__mailerlite-stand-in',
      standIn: true,
    });
  });
});

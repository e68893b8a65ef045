import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretUnreadableError } from './secret-box.ts';

const SECRET = 'secret-box-test-secret-secret-box-test-01';
const KEY = 'mlsk_eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.payload.signature-abcd';

describe('the secret box (AES-256-GCM, key from HKDF)', () => {
  const box = createSecretBox(SECRET, 'mailerlite-api-key');

  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal(KEY, 'city-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(KEY);
    expect(sealed).not.toContain('abcd');
    expect(box.open(sealed, 'city-1')).toBe(KEY);
  });

  it('seals the same secret differently each time (a new IV)', () => {
    const sealed = new Set(Array.from({ length: 20 }, () => box.seal(KEY, 'city-1')));
    expect(sealed.size).toBe(20);
    for (const value of sealed) expect(box.open(value, 'city-1')).toBe(KEY);
  });

  it('refuses another key, another purpose, another context or an altered ciphertext', () => {
    const sealed = box.seal(KEY, 'city-1');
    const otherKey = createSecretBox('another-secret-another-secret-another-01', 'mailerlite-api-key');
    expect(() => otherKey.open(sealed, 'city-1')).toThrow(SecretUnreadableError);
    expect(() => createSecretBox(SECRET, 'other-purpose').open(sealed, 'city-1')).toThrow(SecretUnreadableError);
    expect(() => box.open(sealed, 'city-2')).toThrow(SecretUnreadableError);
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'), 'city-1')).toThrow(SecretUnreadableError);
    expect(() => box.open('v1.bad', 'city-1')).toThrow(SecretUnreadableError);
    expect(() => box.open(KEY, 'city-1')).toThrow(SecretUnreadableError);
  });
});

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'mobiverte/secret-box';

/** A stored secret could not be decrypted: another key (ENCRYPTION_KEY or AUTH_SECRET changed), or altered. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('The stored secret cannot be decrypted with the current key');
    this.name = 'SecretUnreadableError';
  }
}

export type SecretBox = {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), a new random IV each time; `context` must be given again to open it. */
  seal: (plaintext: string, context: string) => string;
  open: (sealed: string, context: string) => string;
};

/**
 * Secrets stored in the database (a city's MailerLite API key) are encrypted with AES-256-GCM under a key derived
 * by HKDF-SHA256 from the deployment's secret and the purpose. The context (the owning record's id) is
 * authenticated data: a ciphertext copied onto another record does not open there.
 */
export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, ciphertext, extra] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined || extra !== undefined) {
        throw new SecretUnreadableError();
      }
      try {
        const ivBytes = Buffer.from(iv, 'base64url');
        const tagBytes = Buffer.from(tag, 'base64url');
        if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretUnreadableError();
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretUnreadableError();
      }
    },
  };
}

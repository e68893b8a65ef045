import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a merchant code is read aloud and typed by hand at the counter. */
export const MERCHANT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const MERCHANT_ID_PATTERN = /^MV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** A readable merchant code such as `MV-7K3Q9P` (not yet checked for uniqueness). */
export function generateMerchantId(): string {
  const body = Array.from({ length: 6 }, () => MERCHANT_ID_ALPHABET[randomInt(MERCHANT_ID_ALPHABET.length)]);
  return `MV-${body.join('')}`;
}

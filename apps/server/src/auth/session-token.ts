import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookies } from 'better-call';

/**
 * The session token a request carries, read the way better-auth reads it: an `Authorization: Bearer` token
 * (signed `token.signature`, or a bare token, which the bearer plugin accepts unsigned) wins over the session
 * cookie, whose value must carry a valid signature; a bearer token with a wrong signature is ignored and the
 * cookie read instead. Only a token found this way is looked up; anything else is left to better-auth.
 */
export function readSessionToken(headers: IncomingHttpHeaders, cookieName: string, secret: string): string | null {
  const authorization = headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const token = authorization.slice(7).trim();
    if (token && !token.includes('.')) return token;
    if (token) {
      const decoded = token.includes('%') ? safeDecode(token) : token;
      const [value, signature] = decoded.split('.');
      if (value && signature && hasValidSignature(value, signature, secret)) return value;
    }
  }
  // better-call's parser, the one better-auth's getSession reads the cookie with (the first of a name wins).
  const cookie = headers.cookie ? parseCookies(headers.cookie).get(cookieName) : undefined;
  if (!cookie) return null;
  const separator = cookie.lastIndexOf('.');
  if (separator < 1) return null;
  const value = cookie.slice(0, separator);
  const signature = cookie.slice(separator + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  return hasValidSignature(value, signature, secret) ? value : null;
}

/** Signed values already checked, with the secret they were checked against: most requests carry one again. */
const checked = new Map<string, string>();
const CHECKED_MAX = 1000;

/** HMAC-SHA-256 of the value with the auth secret, sent in base64 (cookies) or base64url (some bearer clients). */
function hasValidSignature(value: string, signature: string, secret: string): boolean {
  const key = `${value}.${signature}`;
  if (checked.get(key) === secret) return true;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (checked.size >= CHECKED_MAX) checked.delete(checked.keys().next().value!);
  checked.set(key, secret);
  return true;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

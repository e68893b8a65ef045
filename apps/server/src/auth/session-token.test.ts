import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSessionToken } from './session-token.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NAME = 'better-auth.session_token';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const sign = (value: string, secret = SECRET) => createHmac('sha256', secret).update(value).digest('base64');
const signed = `${TOKEN}.${sign(TOKEN)}`;
const read = (headers: Record<string, string>) => readSessionToken(headers, NAME, SECRET);

describe('readSessionToken', () => {
  it('reads a signed session cookie, URL-encoded as better-auth writes it, among other cookies', () => {
    expect(read({ cookie: `theme=dark; ${NAME}=${encodeURIComponent(signed)}; lang=fr` })).toBe(TOKEN);
    expect(read({ cookie: `${NAME}=${signed}` })).toBe(TOKEN);
  });

  it('refuses a cookie without a signature, with another secret’s signature or a changed token', () => {
    expect(read({ cookie: `${NAME}=${TOKEN}` })).toBeNull();
    expect(read({ cookie: `${NAME}=${encodeURIComponent(`${TOKEN}.${sign(TOKEN, 'another-secret')}`)}` })).toBeNull();
    expect(read({ cookie: `${NAME}=${encodeURIComponent(`x${TOKEN.slice(1)}.${sign(TOKEN)}`)}` })).toBeNull();
    expect(read({ cookie: `other.${NAME}=${encodeURIComponent(signed)}` })).toBeNull();
    expect(read({})).toBeNull();
  });

  it('reads a bearer token, bare or signed (base64 or base64url), before the cookie', () => {
    expect(read({ authorization: `Bearer ${TOKEN}` })).toBe(TOKEN);
    expect(read({ authorization: `bearer ${encodeURIComponent(signed)}` })).toBe(TOKEN);
    const base64url = createHmac('sha256', SECRET).update(TOKEN).digest('base64url');
    expect(read({ authorization: `Bearer ${TOKEN}.${base64url}` })).toBe(TOKEN);
    const other = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa543210';
    expect(read({ authorization: `Bearer ${other}`, cookie: `${NAME}=${encodeURIComponent(signed)}` })).toBe(other);
  });

  it('ignores a bearer token with a wrong signature and another scheme, and reads the cookie then', () => {
    const wrong = `${TOKEN}.${sign(TOKEN, 'another-secret')}`;
    expect(read({ authorization: `Bearer ${wrong}` })).toBeNull();
    expect(read({ authorization: `Bearer ${wrong}`, cookie: `${NAME}=${encodeURIComponent(signed)}` })).toBe(TOKEN);
    expect(read({ authorization: `Basic ${TOKEN}` })).toBeNull();
    expect(read({ authorization: 'Bearer  ' })).toBeNull();
  });

  it('does not take a value checked under one secret as valid under another', () => {
    const cookie = { cookie: `${NAME}=${encodeURIComponent(signed)}` };
    expect(readSessionToken(cookie, NAME, SECRET)).toBe(TOKEN);
    expect(readSessionToken(cookie, NAME, 'another-secret-of-thirty-two-characters')).toBeNull();
    expect(readSessionToken(cookie, NAME, SECRET)).toBe(TOKEN);
  });
});

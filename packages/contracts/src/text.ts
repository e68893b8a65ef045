import { z } from 'zod';
import { isValidDay, MAX_YEAR, MIN_YEAR } from './periods.ts';

/**
 * Strings the API accepts. Every string a client sends goes through one of these (the server also refuses
 * control characters anywhere in a request before validation, for the fields typed `unknown`):
 * - `line()`: one line of text, no control character at all (NUL, the other C0 characters, DEL);
 * - `text()`: multi-line text, where tab, line feed and carriage return are allowed and nothing else below 0x20;
 * - `httpUrl()`: an absolute http(s) URL, never `javascript:`, `data:` or another scheme;
 * - `calendarDay()`: a real day of the calendar (`2026-02-30` is not) between the years 2000 and 2100;
 * - `instant()`: an ISO date-time with its offset, a real one, in the same years.
 */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Control characters (such as NUL) are not allowed';

/** True when a string holds a control character that no field accepts (tab, line feed and return are allowed). */
export const hasForbiddenControlCharacters = (value: string) => CONTROL_BUT_LINES.test(value);

export const line = () => z.string().refine((value) => !ANY_CONTROL.test(value), CONTROL_CHARACTERS_MESSAGE);
export const text = () => z.string().refine((value) => !CONTROL_BUT_LINES.test(value), CONTROL_CHARACTERS_MESSAGE);

/** The longest URL a field holds. */
export const MAX_URL_LENGTH = 2000;

/** True for an absolute `http:` or `https:` URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export const httpUrl = () =>
  line().trim().max(MAX_URL_LENGTH).refine(isHttpUrl, 'Expected an http or https URL (https://…)');

/**
 * True when `url` lies under `base`: same origin (scheme, host and port, compared parsed, so that
 * `https://shop.example.org.evil.test` or `https://shop.example.org@evil.test` do not pass) and, when `base` has a
 * path, a path under it segment by segment (`/shop` covers `/shop` and `/shop/item`, not `/shopping`).
 */
export function isUrlUnder(url: string, base: string): boolean {
  if (!isHttpUrl(url) || !isHttpUrl(base)) return false;
  const target = new URL(url);
  const prefix = new URL(base);
  if (target.origin !== prefix.origin || target.username || target.password) return false;
  const basePath = prefix.pathname.replace(/\/+$/, '');
  return basePath === '' || target.pathname === basePath || target.pathname.startsWith(`${basePath}/`);
}

export const calendarDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
    .refine(isValidDay, 'Not a day of the calendar between 2000 and 2100');

export const instant = () =>
  z.iso.datetime({ offset: true }).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= MIN_YEAR && year <= MAX_YEAR;
  }, 'Not a date between 2000 and 2100');

import { toIntlLocale } from '@/lib/format';

export type LimitKind = 'count' | 'distance';

export type ParsedLimit = { ok: true; value: number | null } | { ok: false; error: string };

const NUMBER_PATTERN = /^-?\d+(?:\.\d+)?$/;

/**
 * Limit inputs are free text (spec section 5), read here: empty clears the limit; a comma works as the
 * decimal separator; anything that is not a number is refused inline and never sent. Counts are whole
 * numbers from 0; a distance is above 0.
 */
export function parseLimitInput(text: string, kind: LimitKind): ParsedLimit {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return { ok: true, value: null };
  if (!NUMBER_PATTERN.test(compact)) return { ok: false, error: 'limits.errors.not_a_number' };
  const value = Number(compact);
  if (kind === 'count' && (!Number.isInteger(value) || value < 0))
    return { ok: false, error: 'limits.errors.whole_number' };
  if (kind === 'distance' && !(value > 0)) return { ok: false, error: 'limits.errors.positive' };
  return { ok: true, value };
}

export function validateLimitInput(text: string, kind: LimitKind): string | null {
  const parsed = parseLimitInput(text, kind);
  return parsed.ok ? null : parsed.error;
}

/** A stored limit as the input shows it: "12,5" in French, "" when the limit is not set. */
export function formatLimitInput(value: number | undefined, language: string): string {
  if (value === undefined) return '';
  return new Intl.NumberFormat(toIntlLocale(language), { useGrouping: false, maximumFractionDigits: 3 }).format(value);
}

/** Postal code formats of the supported countries (ISO 3166-1 alpha-2). */
const POSTAL_CODE_PATTERNS = {
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  US: /^\d{5}(-\d{4})?$/,
  FR: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
  DE: /^\d{5}$/,
  BE: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
} as const;

export type PostalCountry = keyof typeof POSTAL_CODE_PATTERNS;
export const POSTAL_COUNTRIES = Object.keys(POSTAL_CODE_PATTERNS) as PostalCountry[];

export function isSupportedCountry(country: string): country is PostalCountry {
  return Object.hasOwn(POSTAL_CODE_PATTERNS, country);
}

export function isValidPostalCode(country: string, postalCode: string): boolean {
  return isSupportedCountry(country) && POSTAL_CODE_PATTERNS[country].test(postalCode.trim());
}

/** The canonical form: Canadian codes as `A1A 1A1`, others trimmed. */
export function normalizePostalCode(country: string, postalCode: string): string {
  const trimmed = postalCode.trim().toUpperCase();
  if (country === 'CA') {
    const compact = trimmed.replace(/\s+/g, '');
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return trimmed;
}

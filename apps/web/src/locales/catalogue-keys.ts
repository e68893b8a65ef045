const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalogue as 'a.b.c' → value. */
export function flattenCatalogue(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flattenCatalogue(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

/** Plural forms differ by language (French has `_many`): compare keys without their plural suffix. */
export function withoutPluralSuffix(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

export function hasTranslation(keys: ReadonlySet<string>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`);
}

/**
 * Placeholders that hold counts, amounts or points, which can pass 999: a catalogue writes them through a number
 * format (`{{count, number}}`), so that French reads "1 234", English "1,234" and German "1.234".
 */
export const NUMERIC_PLACEHOLDERS: ReadonlySet<string> = new Set([
  'count',
  'skipped',
  'points',
  'stock',
  'initial',
  'max',
  'total',
  'base',
  'active',
  'page',
  'pages',
  'from',
  'to',
]);

/** The `{{name}}` and `{{name, format}}` interpolations of a text, the format empty when there is none. */
export function interpolationsOf(text: string): { name: string; format: string }[] {
  return [...text.matchAll(/{{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*}}/g)].map((match) => ({
    name: match[1]!,
    format: match[2] ?? '',
  }));
}

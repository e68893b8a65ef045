import { ERROR_CODES, isPermission, LOCALES, TRIP_REASONS } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '@/lib/api-error';
import {
  flattenCatalogue,
  hasTranslation,
  interpolationsOf,
  NUMERIC_PLACEHOLDERS,
  withoutPluralSuffix,
} from './catalogue-keys';
import { catalogues } from './index';

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flattenCatalogue(catalogues[locale])])) as Record<
  (typeof LOCALES)[number],
  Map<string, unknown>
>;
const baseKeys = (locale: (typeof LOCALES)[number]) => new Set([...flat[locale].keys()].map(withoutPluralSuffix));

describe('locale catalogues', () => {
  it('has the same domain files in every locale', () => {
    const domains = LOCALES.map((locale) => Object.keys(catalogues[locale]).sort());
    for (const list of domains) expect(list).toEqual(domains[0]);
    expect(domains[0]?.length).toBeGreaterThan(5);
  });

  it.each(LOCALES)('%s has every key that another locale has', (locale) => {
    const own = baseKeys(locale);
    const missing = LOCALES.filter((other) => other !== locale)
      .flatMap((other) => [...baseKeys(other)])
      .filter((key) => !own.has(key));
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(LOCALES)('%s has a non-empty text for every key, and the _other form of every plural', (locale) => {
    const empty = [...flat[locale]]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
    const plurals = [...flat[locale].keys()].filter((key) => withoutPluralSuffix(key) !== key);
    for (const key of plurals) expect(flat[locale].has(`${withoutPluralSuffix(key)}_other`)).toBe(true);
  });

  it.each(LOCALES)('%s keeps the same {{placeholders}}, with the same formats, as French', (locale) => {
    const placeholders = (text: unknown) =>
      interpolationsOf(String(text))
        .map(({ name, format }) => `${name},${format}`)
        .sort();
    const different = [...flat.fr]
      .filter(([key]) => flat[locale].has(key))
      .filter(([key, value]) => placeholders(value).join() !== placeholders(flat[locale].get(key)).join())
      .map(([key]) => key);
    expect(different).toEqual([]);
  });

  it.each(LOCALES)('%s writes every count, amount and points figure through a number format', (locale) => {
    const bare = [...flat[locale]]
      .flatMap(([key, value]) =>
        interpolationsOf(String(value))
          .filter(({ name, format }) => NUMERIC_PLACEHOLDERS.has(name) && format === '')
          .map(({ name }) => `${key}: {{${name}}}`),
      )
      .sort();
    expect(bare).toEqual([]);
  });

  it.each(LOCALES)('%s translates every error code of the server and of the web app', (locale) => {
    const missing = [...ERROR_CODES, ...CLIENT_ERROR_CODES].filter((code) => !flat[locale].has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s translates every trip reason of contracts once, and no other', (locale) => {
    const translated = [...flat[locale].keys()]
      .filter((key) => key.startsWith('trip_reviews.reasons.'))
      .map((key) => key.slice('trip_reviews.reasons.'.length))
      .sort();
    expect(translated).toEqual([...TRIP_REASONS].sort());
  });

  it.each(LOCALES)('%s has no error text for a code that neither side can produce', (locale) => {
    const codes = new Set<string>([...ERROR_CODES, ...CLIENT_ERROR_CODES]);
    const unknown = [...flat[locale].keys()]
      .filter((key) => key.startsWith('errors.'))
      .map((key) => key.slice('errors.'.length))
      .filter((code) => !codes.has(code));
    expect(unknown).toEqual([]);
  });

  it('keeps the spec catalogue keys as they are', () => {
    const keys = new Set(flat.fr.keys());
    for (const key of [
      'settings.success',
      'settings.failure',
      'settings.success_create_external_user',
      'settings.failed_create_external_user',
      'account.profile.removing_success',
      'account.profile.removing_failed',
      'global.something_went_wrong',
      'admin.link_copied',
      'admin.delete_user_success',
      'admin.delete_user_failed',
      'admin.deaffiliate_user_success',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
  });

  it('uses the spec wording for an invalid email', () => {
    expect(flat.fr.get('errors.invalid_email')).toBe('Adresse e-mail invalide');
    expect(String(flat.en.get('errors.invalid_email')).toLowerCase()).toBe('invalid email');
  });
});

describe('keys used by the source code', () => {
  const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../lib/api-types.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });
  const domains = new Set(Object.keys(catalogues.fr));
  const keys = new Set(flat.fr.keys());

  it('finds the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('has a French text for every literal translation key', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const [, key] of source.matchAll(/['"`]([a-z_]+(?:\.[a-z0-9_]+)+)['"`]/g)) {
        // permissions ('stores.manage') look like keys of the same domains
        if (isPermission(key)) continue;
        if (key && domains.has(key.split('.')[0] ?? '') && !hasTranslation(keys, key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

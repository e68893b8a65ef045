import { LOCALES, type Locale } from '@mobiverte/contracts';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/**
 * One file per domain and locale (`fr/auth.json`); each file becomes the top-level group of the same name
 * in a single namespace, so keys read `auth.login.submit` or `settings.success`.
 */
export function buildCatalogues(entries: Record<string, Catalogue>): Record<Locale, Catalogue> {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<Locale, Catalogue>;
  for (const [path, content] of Object.entries(entries)) {
    const match = /\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    const locale = match?.[1] as Locale | undefined;
    const domain = match?.[2];
    if (locale && domain && locale in catalogues) catalogues[locale][domain] = content;
  }
  return catalogues;
}

export const catalogues = buildCatalogues(files);

export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', de: 'Deutsch' };

import { LOCALES, type Locale } from '@mobiverte/contracts';

/** The first of the browser's preferred languages that the dashboard speaks, or null. */
export function pickVisitorLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const base = language.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return null;
}

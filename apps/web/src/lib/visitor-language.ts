import { LOCALES, type Locale } from '@mobiverte/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredValue, STORAGE_KEYS } from './storage';

/** The first of the browser's preferred languages that the dashboard speaks, or null. */
export function pickVisitorLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const base = language.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return null;
}

/**
 * A shared link is opened by people who never chose a language here: speak the browser's language, unless the
 * visitor picked one with the switcher before. The choice is not stored, so the dashboard stays French first.
 */
export function useVisitorLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (readStoredValue(STORAGE_KEYS.locale)) return;
    const locale = pickVisitorLocale(navigator.languages ?? [navigator.language]);
    if (locale && locale !== i18n.language) void i18n.changeLanguage(locale);
  }, [i18n]);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredValue, STORAGE_KEYS } from '@/lib/storage';
import { pickVisitorLocale } from '../lib/visitor-locale';

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

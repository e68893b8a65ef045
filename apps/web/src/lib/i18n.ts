import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mobiverte/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues } from '@/locales';
import { toLocale } from './format';
import { readStoredValue, STORAGE_KEYS, writeStoredValue } from './storage';

function readInitialLocale(): Locale {
  const stored = readStoredValue(STORAGE_KEYS.locale);
  return stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

function applyDocumentLanguage(language: string): void {
  const locale = toLocale(language);
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

export function initI18n(): typeof i18next {
  const lng = readInitialLocale();
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: catalogues[locale] }])),
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(lng);
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next;
}

export function changeLanguage(locale: Locale): void {
  writeStoredValue(STORAGE_KEYS.locale, locale);
  void i18next.changeLanguage(locale);
}

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mobiverte/contracts';
import dayjs from 'dayjs';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue } from '@/locales/load-catalogue';
import { toLocale } from './format';
import { readStoredValue, STORAGE_KEYS, writeStoredValue } from './storage';

export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', de: 'Deutsch' };

/** dayjs's month and day names (date pickers) come with the catalogue of the same locale. */
const DAYJS_LOCALES: Record<Locale, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  en: () => import('dayjs/locale/en'),
  de: () => import('dayjs/locale/de'),
};

/** i18next asks for a language the first time it is shown: only that locale is downloaded. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const locale = toLocale(language);
    Promise.all([loadCatalogue(locale), DAYJS_LOCALES[locale]()]).then(
      ([catalogue]) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

function readInitialLocale(): Locale {
  const stored = readStoredValue(STORAGE_KEYS.locale);
  return stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

function applyDocumentLanguage(language: string): void {
  const locale = toLocale(language);
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

/** Resolves once the active locale is loaded, so that the first render already speaks it. */
export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: readInitialLocale(),
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18next;
}

export function changeLanguage(locale: Locale): void {
  writeStoredValue(STORAGE_KEYS.locale, locale);
  void i18next.changeLanguage(locale);
}

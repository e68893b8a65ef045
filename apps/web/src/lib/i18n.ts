import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mobiverte/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadNamespaces } from '@/locales/load-catalogue';
import { FRAME_NAMESPACES } from '@/locales/namespaces';
import { toLocale } from './format';
import { addNumberFormats } from './i18n-formats';
import { readStoredValue, STORAGE_KEYS, writeStoredValue } from './storage';

export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', de: 'Deutsch' };

/**
 * The namespaces asked for so far (the frame's, then each page's): a language shown later is loaded with all
 * of them, so that switching language keeps the current page translated.
 */
const wantedNamespaces = new Set<string>(FRAME_NAMESPACES);

/**
 * i18next asks for a language the first time it is shown: only that locale is downloaded, and of it only the
 * namespaces wanted so far. The namespaces are the groups of i18next's one namespace (`t('auth.login.submit')`).
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const locale = toLocale(language);
    loadNamespaces(locale, [...wantedNamespaces]).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Loads a page's namespaces in the active language before it renders (app/router.tsx). Those already there
 * are not fetched again.
 */
export async function ensureNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) wantedNamespaces.add(namespace);
  const locale = toLocale(i18next.language);
  const missing = namespaces.filter((namespace) => i18next.getResource(locale, 'translation', namespace) === undefined);
  if (missing.length === 0) return;
  const groups = await loadNamespaces(locale, missing);
  i18next.addResourceBundle(locale, 'translation', groups, true, false);
}

function readInitialLocale(): Locale {
  const stored = readStoredValue(STORAGE_KEYS.locale);
  return stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

function applyDocumentLanguage(language: string): void {
  const locale = toLocale(language);
  document.documentElement.lang = locale;
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
  addNumberFormats(i18next);
  return i18next;
}

export function changeLanguage(locale: Locale): void {
  writeStoredValue(STORAGE_KEYS.locale, locale);
  void i18next.changeLanguage(locale);
}

import type { Locale } from '@mobiverte/contracts';
import i18next from 'i18next';
import { addNumberFormats } from '@/lib/i18n-formats';
import { catalogues } from '@/locales';

/** An i18next of its own for a test, with every catalogue of `locale` and the app's number formats. */
export async function createTestI18n(locale: Locale) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogues[locale] } },
    interpolation: { escapeValue: false },
  });
  addNumberFormats(instance);
  return instance;
}

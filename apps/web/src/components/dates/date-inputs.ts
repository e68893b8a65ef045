import '@mantine/dates/styles.css';
import type { Locale } from '@mobiverte/contracts';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { toLocale } from '@/lib/format';

/** dayjs's month and day names, in the pickers' own chunk: a page without a date input downloads neither. */
const DAYJS_LOCALES: Record<Locale, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  en: () => import('dayjs/locale/en'),
  de: () => import('dayjs/locale/de'),
};

async function applyDayjsLocale(language: string): Promise<void> {
  const locale = toLocale(language);
  await DAYJS_LOCALES[locale]();
  dayjs.locale(locale);
}

i18next.on('languageChanged', (language) => void applyDayjsLocale(language));

/** Settles once the active language's names are there, so that the first calendar shown already speaks it. */
export const dayjsLocaleReady = applyDayjsLocale(i18next.language);

/** Loaded by `lazy-date-inputs.tsx` the first time a date input shows, with the date pickers' stylesheet. */
export { DateInput, DatePickerInput } from '@mantine/dates';

import { POSTAL_COUNTRIES, type PostalCountry } from '@mobiverte/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toIntlLocale } from '@/lib/format';

/** The countries a city or an organisation may be in, named in the active language. */
export function useCountryOptions(): { value: PostalCountry; label: string }[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const names = new Intl.DisplayNames([toIntlLocale(language)], { type: 'region' });
    return POSTAL_COUNTRIES.map((country) => ({ value: country, label: names.of(country) ?? country }));
  }, [language]);
}

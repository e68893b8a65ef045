import type { SelectProps } from '@mantine/core';
import type { PostalCountry } from '@mobiverte/contracts';
import { IconWorld } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toIntlLocale } from '@/lib/format';
import { filterTimeZones, timeZoneOptions } from '@/lib/time-zones';
import { useCountryOptions } from '@/lib/use-country-options';
import type { FormBinding } from './field-binding';
import { SelectField } from './select-field';

type TimeZoneFieldProps<Values> = Omit<SelectProps, 'data' | 'filter'> &
  FormBinding<Values> & {
    /** The city's country: its zones are listed first. */
    country: PostalCountry | null;
    /** A stored zone outside the lists (an older alias) stays shown as is. */
    current?: string;
  };

/**
 * A searchable time-zone select: the zones of each supported country, named in the active language with their
 * offset (`Toronto — heure de l’Est · UTC−5`), found by city, name, country or IANA identifier.
 */
export function TimeZoneField<Values>({ country, current = '', ...props }: TimeZoneFieldProps<Values>) {
  const { t, i18n } = useTranslation();
  const countries = useCountryOptions();
  const locale = toIntlLocale(i18n.language);
  const data = useMemo(() => {
    const names = Object.fromEntries(countries.map(({ value, label }) => [value, label])) as Record<
      PostalCountry,
      string
    >;
    return timeZoneOptions(locale, names, { country, current });
  }, [countries, locale, country, current]);
  return (
    <SelectField
      leftSection={<IconWorld size={18} aria-hidden />}
      searchable
      allowDeselect={false}
      maxDropdownHeight={320}
      nothingFoundMessage={t('global.no_results')}
      {...props}
      data={data}
      filter={filterTimeZones}
    />
  );
}

import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { POSTAL_COUNTRIES, type PostalCountry } from '@mobiverte/contracts';
import { timeZoneCity, timeZoneName } from '@/lib/format';

/**
 * The IANA time zones of each country a city may be in (from the tz database's zone.tab), roughly from east
 * to west. Canada and the United States span several; each European country has one.
 */
export const TIME_ZONES_BY_COUNTRY: Record<PostalCountry, readonly string[]> = {
  CA: [
    'America/St_Johns',
    'America/Halifax',
    'America/Glace_Bay',
    'America/Moncton',
    'America/Goose_Bay',
    'America/Blanc-Sablon',
    'America/Toronto',
    'America/Iqaluit',
    'America/Atikokan',
    'America/Winnipeg',
    'America/Resolute',
    'America/Rankin_Inlet',
    'America/Regina',
    'America/Swift_Current',
    'America/Edmonton',
    'America/Cambridge_Bay',
    'America/Inuvik',
    'America/Creston',
    'America/Dawson_Creek',
    'America/Fort_Nelson',
    'America/Whitehorse',
    'America/Dawson',
    'America/Vancouver',
  ],
  US: [
    'America/New_York',
    'America/Detroit',
    'America/Kentucky/Louisville',
    'America/Kentucky/Monticello',
    'America/Indiana/Indianapolis',
    'America/Indiana/Vincennes',
    'America/Indiana/Winamac',
    'America/Indiana/Marengo',
    'America/Indiana/Petersburg',
    'America/Indiana/Vevay',
    'America/Chicago',
    'America/Indiana/Tell_City',
    'America/Indiana/Knox',
    'America/Menominee',
    'America/North_Dakota/Center',
    'America/North_Dakota/New_Salem',
    'America/North_Dakota/Beulah',
    'America/Denver',
    'America/Boise',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'America/Juneau',
    'America/Sitka',
    'America/Metlakatla',
    'America/Yakutat',
    'America/Nome',
    'America/Adak',
    'Pacific/Honolulu',
  ],
  FR: ['Europe/Paris'],
  DE: ['Europe/Berlin'],
  BE: ['Europe/Brussels'],
  CH: ['Europe/Zurich'],
};

/** The one zone of a country that has a single one (France, Germany, Belgium, Switzerland), else null. */
export function singleTimeZoneOf(country: PostalCountry | null): string | null {
  const zones = country ? TIME_ZONES_BY_COUNTRY[country] : [];
  return zones.length === 1 ? (zones[0] ?? null) : null;
}

/** Whether the browser knows the time zone (the server refuses one it does not know either). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `Toronto — heure de l’Est · UTC−5`: the city, the zone's usual name and its offset on that day. */
export function timeZoneLabel(timeZone: string, locale: string, at = new Date()): string {
  const generic = timeZoneName(timeZone, locale, 'longGeneric', at);
  const offset = timeZoneName(timeZone, locale, 'shortOffset', at);
  const name = [generic, offset].filter((part, index, parts) => part && parts.indexOf(part) === index).join(' · ');
  return name ? `${timeZoneCity(timeZone)} — ${name}` : timeZoneCity(timeZone);
}

/**
 * The time zones to choose from, grouped by country, the city's own country first. A stored zone that is not
 * among them (an older alias such as America/Montreal) is kept as the first option so that it shows as is.
 */
export function timeZoneOptions(
  locale: string,
  countryNames: Record<PostalCountry, string>,
  options: { country: PostalCountry | null; current: string; at?: Date },
): ComboboxParsedItem[] {
  const countries = options.country
    ? [options.country, ...POSTAL_COUNTRIES.filter((country) => country !== options.country)]
    : POSTAL_COUNTRIES;
  const toItem = (value: string): ComboboxItem => ({ value, label: timeZoneLabel(value, locale, options.at) });
  const groups = countries.map((country) => ({
    group: countryNames[country],
    items: TIME_ZONES_BY_COUNTRY[country].filter(isKnownTimeZone).map(toItem),
  }));
  const listed = groups.some(({ items }) => items.some(({ value }) => value === options.current));
  return options.current && !listed ? [toItem(options.current), ...groups] : groups;
}

/** Lower case, without accents, with straight apostrophes: `l’Est` is found by typing `l'est`. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .trim();
}

/** Finds a zone by its city, its name, its country or its IANA identifier (`america/tor`). */
export const filterTimeZones: OptionsFilter = ({ options, search, limit }) => {
  const query = normalizeSearch(search);
  const matches = (item: ComboboxItem, group = '') =>
    [item.label, item.value.replaceAll('_', ' '), item.value, group].some((text) =>
      normalizeSearch(text).includes(query),
    );
  const result: ComboboxParsedItem[] = [];
  let count = 0;
  for (const option of options) {
    if (count >= limit) break;
    if ('group' in option) {
      const group = typeof option.group === 'string' ? option.group : '';
      const items = option.items.filter((item) => matches(item, group)).slice(0, limit - count);
      if (items.length > 0) result.push({ group: option.group, items });
      count += items.length;
    } else if (matches(option)) {
      result.push(option);
      count += 1;
    }
  }
  return result;
};

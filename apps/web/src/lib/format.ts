import {
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  isValidDay,
  LOCALES,
  type Locale,
  parseDay,
  type Weekday,
  WEEKDAYS,
} from '@mobiverte/contracts';

const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-CA', de: 'de-DE' };

export function toLocale(language: string | undefined): Locale {
  const base = (language ?? '').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : DEFAULT_LOCALE;
}

export function toIntlLocale(language: string | undefined): string {
  return INTL_LOCALES[toLocale(language)];
}

/**
 * Intl's formatters, made once per locale and options: building one costs a thousand times more than using it,
 * and a dashboard formats hundreds of figures and dates as it renders.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** An `Intl.DateTimeFormat`, made once per locale and options (it throws on an unknown time zone, as Intl does). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Typography asks for a true minus sign (U+2212) before negative figures, not Intl's hyphen. */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(toIntlLocale(language), { maximumFractionDigits: 1, ...options })
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? '\u2212' : part.value))
    .join('');
}

/** A figure of a dashboard: one decimal below 100, whole numbers above. */
export function formatFigure(value: number, language: string): string {
  return formatNumber(value, language, { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 1 });
}

/** Prices are in Canadian dollars (a product costs 100 points verts per dollar). */
export const PRICE_CURRENCY = 'CAD';

/** A price with its currency and cents ("12,50 $"). */
export function formatPrice(value: number, language: string): string {
  return formatNumber(value, language, {
    style: 'currency',
    currency: PRICE_CURRENCY,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export function formatDistanceKm(value: number, language: string): string {
  return formatNumber(value, language, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' });
}

/** French writes the first day of a month as an ordinal ("1er octobre"), which Intl does not. */
function joinDateParts(parts: Intl.DateTimeFormatPart[], language: string): string {
  const french = toLocale(language) === 'fr';
  return parts.map(({ type, value }) => (french && type === 'day' && value === '1' ? '1er' : value)).join('');
}

function formatDateParts(date: Date, language: string, options: Intl.DateTimeFormatOptions): string {
  return joinDateParts(dateTimeFormat(toIntlLocale(language), options).formatToParts(date), language);
}

/** A moment in time, shown as a calendar date in the city's time zone ("20 novembre 2026"). */
export function formatDate(value: Date | string, language: string, timeZone: string = DEFAULT_TIMEZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatDateParts(date, language, { dateStyle: 'long', timeZone });
}

export function formatDateTime(value: Date | string, language: string, timeZone: string = DEFAULT_TIMEZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatDateParts(date, language, { dateStyle: 'long', timeStyle: 'short', timeZone });
}

function parseIsoDate(isoDate: string): Date | null {
  return isValidDay(isoDate) ? parseDay(isoDate) : null;
}

/** The time of a moment on the city's clock ("14:32"). */
export function formatClockTime(value: Date | number, language: string, timeZone: string = DEFAULT_TIMEZONE): string {
  return dateTimeFormat(toIntlLocale(language), { timeStyle: 'short', timeZone }).format(value);
}

/** A calendar date without a time ('YYYY-MM-DD'): never shifted by a time zone. */
export function formatCalendarDate(
  isoDate: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return formatDateParts(date, language, { ...options, timeZone: 'UTC' });
}

/** Two calendar dates, both included, written as one range ("16–22 novembre 2026"). */
export function formatCalendarRange(startDate: string, endDate: string, language: string): string {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) return `${startDate} – ${endDate}`;
  const format = dateTimeFormat(toIntlLocale(language), { dateStyle: 'long', timeZone: 'UTC' });
  return joinDateParts(format.formatRangeToParts(start, end), language);
}

const TIME_ZONE_CITIES: Record<string, string> = { 'America/St_Johns': 'St. John’s' };

/** `America/Indiana/Tell_City` → `Tell City (Indiana)`. */
export function timeZoneCity(timeZone: string): string {
  const known = TIME_ZONE_CITIES[timeZone];
  if (known) return known;
  const parts = timeZone.split('/').map((part) => part.replaceAll('_', ' '));
  const city = parts.at(-1) ?? timeZone;
  return parts.length > 2 ? `${city} (${parts.slice(1, -1).join(', ')})` : city;
}

/** The zone's name in a language ("heure de l’Est nord-américain"), or '' when the browser does not know it. */
export function timeZoneName(
  timeZone: string,
  intlLocale: string,
  style: 'longGeneric' | 'shortOffset',
  at: Date,
): string {
  try {
    return (
      dateTimeFormat(intlLocale, { timeZone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/** A time zone as people say it: "heure de l’Est nord-américain (New York)" rather than "America/New_York". */
export function formatTimeZone(timeZone: string, language: string, at = new Date()): string {
  const name = timeZoneName(timeZone, toIntlLocale(language), 'longGeneric', at);
  return name ? `${name} (${timeZoneCity(timeZone)})` : timeZoneCity(timeZone);
}

/**
 * A duration given in minutes: "45 min", "12 h 30 min", then whole hours from `wholeHoursFrom` minutes on
 * (100 hours by default; less where space is short).
 */
export function formatDurationMinutes(minutes: number, language: string, wholeHoursFrom = 6000): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    formatNumber(value, language, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 0 });
  const rounded = Math.round(minutes);
  if (rounded < 60) return unit(rounded, 'minute');
  if (rounded >= wholeHoursFrom) return unit(Math.round(minutes / 60), 'hour');
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** 1 January 2024 was a Monday: the reference week for weekday names. */
const REFERENCE_MONDAY_UTC = Date.UTC(2024, 0, 1);

export function formatWeekday(weekday: Weekday, language: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(REFERENCE_MONDAY_UTC + WEEKDAYS.indexOf(weekday) * 86_400_000);
  return dateTimeFormat(toIntlLocale(language), { weekday: style, timeZone: 'UTC' }).format(date);
}

/** A wall-clock time ('HH:mm') in the locale's style. */
export function formatTimeOfDay(time: string, language: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(toIntlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

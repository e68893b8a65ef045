import { DEFAULT_TIMEZONE, type Weekday } from '@mobiverte/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './auth/session';
import {
  formatCalendarDate,
  formatCalendarRange,
  formatClockTime,
  formatDate,
  formatDurationMinutes,
  formatDateTime,
  formatDistanceKm,
  formatFigure,
  formatNumber,
  formatPrice,
  formatTimeOfDay,
  formatTimeZone,
  formatWeekday,
} from './format';

/** Formatters bound to the active language and the signed-in city's time zone. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const { data: session } = useSession();
  const language = i18n.language;
  const timeZone = session?.me?.city.timezone || DEFAULT_TIMEZONE;
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      distanceKm: (value: number) => formatDistanceKm(value, language),
      price: (value: number) => formatPrice(value, language),
      /** The city's time zone, or another, by its name ("heure de l’Est nord-américain (Toronto)"). */
      timeZone: (zone: string = timeZone) => formatTimeZone(zone, language),
      date: (value: Date | string) => formatDate(value, language, timeZone),
      dateTime: (value: Date | string) => formatDateTime(value, language, timeZone),
      clockTime: (value: Date | number) => formatClockTime(value, language, timeZone),
      figure: (value: number) => formatFigure(value, language),
      percent: (ratio: number) => formatNumber(ratio, language, { style: 'percent', maximumFractionDigits: 0 }),
      durationMinutes: (minutes: number, wholeHoursFrom?: number) =>
        formatDurationMinutes(minutes, language, wholeHoursFrom),
      calendarDate: (isoDate: string, options?: Intl.DateTimeFormatOptions) =>
        formatCalendarDate(isoDate, language, options),
      calendarRange: (startDate: string, endDate: string) => formatCalendarRange(startDate, endDate, language),
      weekday: (weekday: Weekday) => formatWeekday(weekday, language, 'short'),
      weekdayLong: (weekday: Weekday) => formatWeekday(weekday, language, 'long'),
      timeOfDay: (time: string) => formatTimeOfDay(time, language),
    }),
    [language, timeZone],
  );
}

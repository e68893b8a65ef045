import { addDays, parseCalendarDay, toCalendarDay } from '@/lib/calendar-days';

/**
 * Calendar periods named by a key, as the statistics API reads them: `2026-W47` (ISO week, Monday to
 * Sunday), `2026-11` (month), `2026` (year).
 */
export type CalendarPeriod = 'week' | 'month' | 'year';

const KEY_PATTERNS: Record<CalendarPeriod, RegExp> = {
  week: /^(\d{4})-W(\d{2})$/,
  month: /^(\d{4})-(\d{2})$/,
  year: /^(\d{4})$/,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The Monday of ISO week 1: the week that holds 4 January. */
function firstIsoMonday(year: number): string {
  const january4 = `${year}-01-04`;
  const weekday = (parseCalendarDay(january4).getUTCDay() + 6) % 7;
  return addDays(january4, -weekday);
}

function isoWeeksIn(year: number): number {
  const days =
    (parseCalendarDay(firstIsoMonday(year + 1)).getTime() - parseCalendarDay(firstIsoMonday(year)).getTime()) /
    86_400_000;
  return days / 7;
}

export function isPeriodKey(period: CalendarPeriod, key: string): boolean {
  const match = KEY_PATTERNS[period].exec(key);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 1970 || year > 9999) return false;
  if (period === 'week') return Number(match[2]) >= 1 && Number(match[2]) <= isoWeeksIn(year);
  if (period === 'month') return Number(match[2]) >= 1 && Number(match[2]) <= 12;
  return true;
}

/** The key of the period that holds a day. */
export function getPeriodKey(period: CalendarPeriod, day: string): string {
  const date = parseCalendarDay(day);
  if (period === 'year') return String(date.getUTCFullYear());
  if (period === 'month') return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  const thursday = addDays(day, 3 - ((date.getUTCDay() + 6) % 7));
  const year = parseCalendarDay(thursday).getUTCFullYear();
  const daysSinceWeekOne =
    (parseCalendarDay(thursday).getTime() - parseCalendarDay(firstIsoMonday(year)).getTime()) / 86_400_000;
  const week = 1 + Math.floor(daysSinceWeekOne / 7);
  return `${year}-W${pad(week)}`;
}

/** First and last day of a period, both included. */
export function getPeriodKeyRange(period: CalendarPeriod, key: string): { startDate: string; endDate: string } {
  const match = KEY_PATTERNS[period].exec(key);
  const year = Number(match?.[1] ?? 1970);
  const part = Number(match?.[2] ?? 1);
  if (period === 'year') return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  if (period === 'month') {
    const end = new Date(Date.UTC(year, part, 0));
    return { startDate: `${year}-${pad(part)}-01`, endDate: toCalendarDay(end) };
  }
  const startDate = addDays(firstIsoMonday(year), (part - 1) * 7);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The key of the period `steps` periods before (negative) or after (positive) a key. */
export function shiftPeriodKey(period: CalendarPeriod, key: string, steps: number): string {
  const { startDate } = getPeriodKeyRange(period, key);
  if (period === 'week') return getPeriodKey('week', addDays(startDate, steps * 7));
  const date = parseCalendarDay(startDate);
  if (period === 'year') return String(date.getUTCFullYear() + steps);
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1));
  return getPeriodKey('month', toCalendarDay(shifted));
}

/** The ISO week number of a week key (47 for `2026-W47`). */
export function getIsoWeekNumber(key: string): number {
  return Number(KEY_PATTERNS.week.exec(key)?.[2] ?? 0);
}

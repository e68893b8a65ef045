import type { LimitPeriod } from '@mobiverte/contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function toLocalDay(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

export const toMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The first and last day (inclusive) of the limit period holding `day`; weeks start on Monday. */
export function periodBounds(day: string, period: LimitPeriod): [string, string] {
  const date = new Date(`${day}T00:00:00Z`);
  const iso = (value: Date) => value.toISOString().slice(0, 10);
  if (period === 'day') return [day, day];
  if (period === 'week') {
    const weekday = (date.getUTCDay() + 6) % 7;
    const start = new Date(date.getTime() - weekday * 86_400_000);
    return [iso(start), iso(new Date(start.getTime() + 6 * 86_400_000))];
  }
  if (period === 'month') {
    const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
    return [toMonth(day), iso(end)];
  }
  return [`${day.slice(0, 4)}-01-01`, `${day.slice(0, 4)}-12-31`];
}

/** Calendar days as 'YYYY-MM-DD' strings, computed in UTC so that no time zone shifts them. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toCalendarDay(date) === value;
}

export function parseCalendarDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

export function toCalendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = parseCalendarDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toCalendarDay(date);
}

/** Today's date on the wall calendar of a time zone (the city's), not of the browser. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return toCalendarDay(now);
  }
}

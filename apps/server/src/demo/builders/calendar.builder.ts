const DAY_MS = 86_400_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** `YYYY-MM-DD` plus `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `first` to `last`, both included. */
export function listDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function monthOf(day: string): number {
  return Number(day.slice(5, 7));
}

/**
 * The instant of `minutes` after local midnight of `day` in `timeZone`. The offset is the one of local noon:
 * demo trips happen between 6 a.m. and 10 p.m., never near the night-time change of daylight saving time.
 */
export function toInstant(day: string, minutes: number, timeZone: string): Date {
  const key = `${timeZone}|${day}`;
  let offsetMinutes = offsets.get(key);
  if (offsetMinutes === undefined) {
    let formatter = offsetFormatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
      offsetFormatters.set(timeZone, formatter);
    }
    const noon = new Date(`${day}T17:00:00Z`);
    const name = formatter.formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    offsets.set(key, offsetMinutes);
  }
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - offsetMinutes) * 60_000);
}

/**
 * Québec's statutory holidays of a year: New Year's Day, Good Friday, Easter Monday, National Patriots' Day,
 * Fête nationale, Canada Day, Labour Day, Thanksgiving and Christmas.
 */
export function listQuebecHolidays(year: number): string[] {
  const easter = findEasterSunday(year);
  const mondayBefore = (day: string) => shiftDay(day, -((weekdayOf(day) + 6) % 7 || 7));
  const nthMonday = (month: number, n: number) => {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    return shiftDay(first, ((8 - weekdayOf(first)) % 7) + 7 * (n - 1));
  };
  return [
    `${year}-01-01`,
    shiftDay(easter, -2),
    shiftDay(easter, 1),
    mondayBefore(`${year}-05-25`),
    `${year}-06-24`,
    `${year}-07-01`,
    nthMonday(9, 1),
    nthMonday(10, 2),
    `${year}-12-25`,
  ];
}

/** Gregorian Easter Sunday (the anonymous Meeus/Jones/Butcher algorithm). */
function findEasterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

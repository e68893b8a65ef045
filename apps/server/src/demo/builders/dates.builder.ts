const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A moment between `from` and `to`, at `fraction` of the way (0 to 1). */
export function between(from: Date, to: Date, fraction: number): Date {
  return new Date(Math.round(from.getTime() + (to.getTime() - from.getTime()) * fraction));
}

/** 'YYYY-MM-DD' of the date in UTC, the shape of a `date` column. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of the day: a world generated twice on the same day is the same world. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

import { localDayOf, periodEnd, periodStart, type LimitPeriod } from '@mobiverte/contracts';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export const toLocalDay = localDayOf;

/** The first and last day (inclusive) of the limit period holding `day`; weeks start on Monday. */
export function periodBounds(day: string, period: LimitPeriod): [string, string] {
  if (period === 'day') return [day, day];
  const start = periodStart(period, day);
  return [start, periodEnd(period, start)];
}

import type { Period } from './constants.ts';

/**
 * Which days a statistics request covers, shared by the server and the web period filter. Days are
 * `YYYY-MM-DD` strings in the city's time zone, both ends included; weeks are ISO weeks (Monday start).
 *
 * - `periodKey`: `2026-W47` (ISO week), `2026-11` (month), `2026` (year). Without `period`, the key's
 *   format chooses it.
 * - Without a key, the period holding `startDate` (or today): its nearest start on or before that day; the
 *   end follows from the start and the period.
 * - `range` needs `startDate` and `endDate`. Without any period, key or date: the current month; with dates
 *   only: a range.
 * - `challenges` (or a `challenge` with no other period) needs a challenge: its days (`challengeDays`, from its start
 *   and end in the city's time zone) are the range; the server looks the challenge up and passes them.
 * - The previous range depends on the days alone (`previousRange`): whole months against as many months
 *   before, other ranges against the same number of days before.
 */
export type DayRange = { startDate: string; endDate: string };
export type Granularity = 'day' | 'week' | 'month';
export type CalendarPeriod = 'week' | 'month' | 'year';

export const PERIOD_ERROR_CODES = [
  'end_date_required',
  'start_date_required',
  'end_before_start',
  'invalid_date',
  'invalid_period_key',
  'range_too_long',
  'challenge_required',
  'challenges_not_available',
] as const;
export type PeriodErrorCode = (typeof PERIOD_ERROR_CODES)[number];

/** The longest range a statistics request may cover (about ten years). */
export const MAX_RANGE_DAYS = 3660;
/** Ranges up to this many days are drawn per day, up to `WEEK_GRANULARITY_MAX_DAYS` per week, beyond per month. */
export const DAY_GRANULARITY_MAX_DAYS = 62;
export const WEEK_GRANULARITY_MAX_DAYS = 186;

export type PeriodSelection = {
  period?: Period;
  periodKey?: string;
  startDate?: string;
  endDate?: string;
  challenge?: string;
};

export type ResolvedPeriod = DayRange & {
  period: Period;
  granularity: Granularity;
  previous: DayRange;
};

export type PeriodResolution =
  { ok: true; value: ResolvedPeriod } | { ok: false; code: PeriodErrorCode; message: string };

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as a Date at midnight UTC, so that no time zone shifts it. */
export const parseDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The years a request may name: days and period keys outside are refused (bad input, not data). */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
const isSaneYear = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/** A real day of the calendar (`2026-02-30` and month 13 are not) between `MIN_YEAR` and `MAX_YEAR`. */
export function isValidDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match || !isSaneYear(Number(match[1]))) return false;
  const date = parseDay(day);
  return !Number.isNaN(date.getTime()) && toDay(date) === day;
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function countDays(range: DayRange): number {
  return Math.round((parseDay(range.endDate).getTime() - parseDay(range.startDate).getTime()) / DAY_MS) + 1;
}

/** The first day of the week (Monday), month or year holding `day`. */
export function periodStart(period: CalendarPeriod, day: string): string {
  if (period === 'year') return `${day.slice(0, 4)}-01-01`;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (parseDay(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The last day of the week, month or year that starts on `start`. */
export function periodEnd(period: CalendarPeriod, start: string): string {
  if (period === 'week') return addDays(start, 6);
  const date = parseDay(start);
  const end =
    period === 'month'
      ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0))
      : new Date(Date.UTC(date.getUTCFullYear(), 11, 31));
  return toDay(end);
}

/** The Monday of ISO week `week` of ISO year `year`, or null when that week does not exist. */
export function isoWeekStart(year: number, week: number): string | null {
  if (week < 1 || week > 53) return null;
  const january4 = `${String(year).padStart(4, '0')}-01-04`;
  const start = addDays(periodStart('week', january4), (week - 1) * 7);
  return isoWeekOf(start).week === week ? start : null;
}

/** The ISO year and week number of a day (the week's Thursday decides the year). */
export function isoWeekOf(day: string): { year: number; week: number } {
  const thursday = addDays(periodStart('week', day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(periodStart('week', `${thursday.slice(0, 4)}-01-04`), 3);
  return { year, week: (parseDay(thursday).getTime() - parseDay(firstThursday).getTime()) / (7 * DAY_MS) + 1 };
}

/** `2026-W47`, `2026-11` or `2026` for the period holding `day`. */
export function formatPeriodKey(period: CalendarPeriod, day: string): string {
  if (period === 'year') return day.slice(0, 4);
  if (period === 'month') return day.slice(0, 7);
  const { year, week } = isoWeekOf(day);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The period and first day a key names, or null when it is not a valid key (or its year is out of range). */
export function parsePeriodKey(key: string): { period: CalendarPeriod; startDate: string } | null {
  if (!isSaneYear(Number(key.slice(0, 4)))) return null;
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    const startDate = isoWeekStart(Number(week[1]), Number(week[2]));
    return startDate ? { period: 'week', startDate } : null;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const startDate = `${key}-01`;
    return isValidDay(startDate) ? { period: 'month', startDate } : null;
  }
  return /^\d{4}$/.test(key) ? { period: 'year', startDate: `${key}-01-01` } : null;
}

export function isPeriodKey(period: CalendarPeriod, key: string): boolean {
  return parsePeriodKey(key)?.period === period;
}

/** The first and last day of the period a key names, or null when the key does not name a `period`. */
export function periodKeyRange(period: CalendarPeriod, key: string): DayRange | null {
  const parsed = parsePeriodKey(key);
  if (parsed?.period !== period) return null;
  return { startDate: parsed.startDate, endDate: periodEnd(period, parsed.startDate) };
}

/** The key of the period `steps` periods before (negative) or after (positive) the one a key names. */
export function shiftPeriodKey(period: CalendarPeriod, key: string, steps: number): string {
  const start = parsePeriodKey(key)?.startDate ?? '1970-01-01';
  if (period === 'week') return formatPeriodKey('week', addDays(start, steps * 7));
  return formatPeriodKey(period, addMonths(start, period === 'year' ? steps * 12 : steps));
}

export function chooseGranularity(range: DayRange): Granularity {
  const days = countDays(range);
  if (days <= DAY_GRANULARITY_MAX_DAYS) return 'day';
  return days <= WEEK_GRANULARITY_MAX_DAYS ? 'week' : 'month';
}

/** The bucket a day falls in: the day, or its week's Monday or month's first day, but never before the range. */
export function bucketOf(day: string, granularity: Granularity, range: DayRange): string {
  const start = granularity === 'day' ? day : periodStart(granularity, day);
  return start < range.startDate ? range.startDate : start;
}

/** Every bucket of a range, in order: what a chart's x axis shows, empty buckets included. */
export function listBuckets(range: DayRange, granularity: Granularity): string[] {
  const buckets: string[] = [];
  let day = range.startDate;
  while (day <= range.endDate) {
    buckets.push(bucketOf(day, granularity, range));
    day = granularity === 'day' ? addDays(day, 1) : addDays(periodEnd(granularity, periodStart(granularity, day)), 1);
  }
  return buckets;
}

/** True when a range starts on the first day of a month and ends on the last day of a month. */
function coversWholeMonths(range: DayRange): boolean {
  return range.startDate.endsWith('-01') && addDays(range.endDate, 1).endsWith('-01');
}

function addMonths(day: string, months: number): string {
  const date = parseDay(day);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate())));
}

/**
 * The window just before a range, chosen from its days alone so that the same dates always get the same
 * comparison (November as a month or as a range from 1 to 30 November): whole months are compared with as many
 * whole months before (a year with the previous year), any other range with the same number of days before (a
 * week with the previous week).
 */
export function previousRange(range: DayRange): DayRange {
  const endDate = addDays(range.startDate, -1);
  if (coversWholeMonths(range)) {
    const months =
      (Number(range.endDate.slice(0, 4)) - Number(range.startDate.slice(0, 4))) * 12 +
      Number(range.endDate.slice(5, 7)) -
      Number(range.startDate.slice(5, 7)) +
      1;
    return { startDate: addMonths(range.startDate, -months), endDate };
  }
  return { startDate: addDays(endDate, 1 - countDays(range)), endDate };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The day of an instant in a time zone (the city's), as `YYYY-MM-DD`. */
export function localDayOf(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

const failure = (code: PeriodErrorCode, message: string): PeriodResolution => ({ ok: false, code, message });

const FIELD_ERROR_MESSAGES = {
  start_date_required: 'A range needs a start date (startDate)',
  end_date_required: 'A range needs an end date (endDate)',
  end_before_start: 'The end date is before the start date',
  challenge_required: 'Choose a challenge for the challenges period',
} as const satisfies Partial<Record<PeriodErrorCode, string>>;
export type PeriodFieldErrors = Partial<
  Record<'startDate' | 'endDate' | 'challenge', keyof typeof FIELD_ERROR_MESSAGES>
>;

/** What a selection still lacks, field by field: a range needs both dates in order, challenges a challenge. */
export function periodFieldErrors(selection: PeriodSelection & { period: Period }): PeriodFieldErrors {
  const { period, startDate, endDate } = selection;
  if (period === 'challenges') return selection.challenge ? {} : { challenge: 'challenge_required' };
  if (period !== 'range') return {};
  const errors: PeriodFieldErrors = {};
  if (!startDate) errors.startDate = 'start_date_required';
  if (!endDate) errors.endDate = 'end_date_required';
  else if (startDate && endDate < startDate) errors.endDate = 'end_before_start';
  return errors;
}

/**
 * The range a period is compared with. While the period is still in progress (today falls inside it), only
 * the same number of days from the start of the previous period count, so that figures compare like for like.
 */
export function comparisonRange(range: DayRange, today: string): DayRange {
  const previous = previousRange(range);
  if (!isInProgress(range, today)) return previous;
  const elapsedEnd = addDays(previous.startDate, countDays({ startDate: range.startDate, endDate: today }) - 1);
  return { startDate: previous.startDate, endDate: elapsedEnd < previous.endDate ? elapsedEnd : previous.endDate };
}

/** Today falls inside the range and is not its last day: the figures are still growing. */
export function isInProgress(range: DayRange, today: string): boolean {
  return today >= range.startDate && today < range.endDate;
}

/**
 * Whether a change against the previous period means something yet: not on the first day of a period in
 * progress, when a few hours of today would be set against a whole day.
 */
export function isComparable(range: DayRange, today: string): boolean {
  return !isInProgress(range, today) || today > range.startDate;
}

function withRange(period: Period, range: DayRange, today: string): PeriodResolution {
  return {
    ok: true,
    value: { period, ...range, granularity: chooseGranularity(range), previous: comparisonRange(range, today) },
  };
}

/**
 * The days a window of time (a challenge, a happy hour) meets in a time zone (the city's): from its start's day to
 * the day of its last instant (its end is excluded, so a window ending at midnight ends the day before).
 */
export function windowDays(window: { startAt: string | Date; endAt: string | Date }, timeZone: string): DayRange {
  const start = new Date(window.startAt);
  const lastInstant = new Date(Math.max(start.getTime(), new Date(window.endAt).getTime() - 1));
  return { startDate: localDayOf(start, timeZone), endDate: localDayOf(lastInstant, timeZone) };
}

/** The days of a challenge in the city's time zone (`windowDays`). */
export const challengeDays = windowDays;

/**
 * Turns the period parameters of a statistics request into the days it covers; `today` is in the city's time zone.
 * The `challenges` period covers the days of the challenge the caller looked up (`challengeRange`, `challengeDays`);
 * without them it is not available.
 */
export function resolvePeriod(selection: PeriodSelection, today: string, challengeRange?: DayRange): PeriodResolution {
  const { periodKey, startDate, endDate, challenge } = selection;
  for (const [name, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (value !== undefined && !isValidDay(value)) return failure('invalid_date', `${name} is not a valid date`);
  }
  const parsedKey = periodKey ? parsePeriodKey(periodKey) : null;
  const period =
    selection.period ?? (challenge ? 'challenges' : (parsedKey?.period ?? (startDate || endDate ? 'range' : 'month')));

  const fields = periodFieldErrors({ ...selection, period });
  const missing = fields.challenge ?? fields.startDate ?? fields.endDate;
  if (missing) return failure(missing, FIELD_ERROR_MESSAGES[missing]);
  if (period === 'challenges') {
    if (!challengeRange) return failure('challenges_not_available', 'Statistics of this challenge are not available');
    return withRange('challenges', challengeRange, today);
  }
  if (period === 'range') {
    // periodFieldErrors has checked that both dates are there
    const range = { startDate: startDate ?? today, endDate: endDate ?? today };
    if (countDays(range) > MAX_RANGE_DAYS) {
      return failure('range_too_long', `A range covers at most ${MAX_RANGE_DAYS} days`);
    }
    return withRange('range', range, today);
  }
  if (periodKey && (!parsedKey || parsedKey.period !== period)) {
    return failure('invalid_period_key', `periodKey must look like ${formatPeriodKey(period, today)} for a ${period}`);
  }
  const start = parsedKey?.startDate ?? periodStart(period, startDate ?? today);
  return withRange(period, { startDate: start, endDate: periodEnd(period, start) }, today);
}

import { z } from 'zod';
import { TRANSPORT_MODES, type TransportMode } from './constants.ts';
import { instant, line } from './text.ts';

/**
 * Happy hours (issue 17, spec §3): a city's point multipliers over a window, for every mode or some, for the
 * whole city or one organisation (optionally one of its branches). The trip rules apply the highest multiplier
 * among those that apply at a trip's start; two happy hours whose scopes intersect may not overlap in time.
 */

export const HAPPY_HOUR_MULTIPLIER_MIN = 1.1;
export const HAPPY_HOUR_MULTIPLIER_MAX = 10;
export const HAPPY_HOUR_MAX_DAYS = 31;
export const HAPPY_HOUR_NAME_MAX = 120;

export const HAPPY_HOUR_STATES = ['past', 'current', 'upcoming'] as const;
export type HappyHourState = (typeof HAPPY_HOUR_STATES)[number];

const DAY_MS = 86_400_000;

/** Messages of the field rules (the web shows its own translated text by path). */
export const HAPPY_HOUR_FIELD_MESSAGES = {
  endBeforeStart: 'The end must be after the start',
  tooLong: `A happy hour lasts at most ${HAPPY_HOUR_MAX_DAYS} days`,
  multiplier: `A multiplier between ${HAPPY_HOUR_MULTIPLIER_MIN} and ${HAPPY_HOUR_MULTIPLIER_MAX}, at most 2 decimals`,
  branchWithoutOrganisation: 'A branch needs its organisation',
} as const;

/** True for a multiplier the city may plan: 1.1 to 10, at most two decimals. */
export function isHappyHourMultiplier(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= HAPPY_HOUR_MULTIPLIER_MIN &&
    value <= HAPPY_HOUR_MULTIPLIER_MAX &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

/** What is wrong with a window, or null: the end after the start, at most `HAPPY_HOUR_MAX_DAYS` long. */
export function happyHourWindowError(
  startAt: string | Date,
  endAt: string | Date,
): 'endBeforeStart' | 'tooLong' | null {
  const start = new Date(startAt).getTime();
  const end = new Date(endAt).getTime();
  if (!(end > start)) return 'endBeforeStart';
  if (end - start > HAPPY_HOUR_MAX_DAYS * DAY_MS) return 'tooLong';
  return null;
}

/** The body of `POST /api/happy-hours` and `PUT /api/happy-hours/{id}`, without the rules across fields. */
export const happyHourInputObject = z.object({
  name: line().trim().min(1, 'Required').max(HAPPY_HOUR_NAME_MAX),
  startAt: instant(),
  endAt: instant(),
  multiplier: z.number().refine(isHappyHourMultiplier, HAPPY_HOUR_FIELD_MESSAGES.multiplier),
  /** Null or absent: every mode. */
  activityTypes: z
    .array(z.enum(TRANSPORT_MODES))
    .min(1)
    .max(TRANSPORT_MODES.length)
    .refine((modes) => new Set(modes).size === modes.length, 'Each mode once')
    .nullish(),
  organisationId: z.uuid().nullish(),
  branchId: z.uuid().nullish(),
});

export const happyHourInput = happyHourInputObject.superRefine((input, context) => {
  const code = happyHourWindowError(input.startAt, input.endAt);
  if (code) context.addIssue({ code: 'custom', path: ['endAt'], message: HAPPY_HOUR_FIELD_MESSAGES[code] });
  if (input.branchId && !input.organisationId) {
    context.addIssue({
      code: 'custom',
      path: ['branchId'],
      message: HAPPY_HOUR_FIELD_MESSAGES.branchWithoutOrganisation,
    });
  }
});
export type HappyHourInput = z.infer<typeof happyHourInput>;

/** What the rules need of a happy hour. */
export type HappyHourScope = {
  startAt: Date | string;
  endAt: Date | string;
  multiplier: number | string;
  activityTypes: readonly string[] | null;
  organisationId: string | null;
  branchId: string | null;
};

/** What the rules need of a trip: its start, its mode, the participant's affiliation at the time. */
export type HappyHourTrip = {
  startTime: Date;
  activityType: TransportMode | string;
  organisationId: string | null;
  branchId: string | null;
};

/** True when the happy hour multiplies the trip: its start in [startAt, endAt), its mode, organisation, branch. */
export function happyHourApplies(happyHour: HappyHourScope, trip: HappyHourTrip): boolean {
  const start = trip.startTime.getTime();
  if (start < new Date(happyHour.startAt).getTime() || start >= new Date(happyHour.endAt).getTime()) return false;
  if (happyHour.activityTypes && !happyHour.activityTypes.includes(trip.activityType)) return false;
  if (happyHour.organisationId && happyHour.organisationId !== trip.organisationId) return false;
  if (happyHour.branchId && happyHour.branchId !== trip.branchId) return false;
  return true;
}

/** The multiplier of a trip: the highest of the happy hours that apply, 1 when none does. */
export function happyHourMultiplierOf(happyHours: readonly HappyHourScope[], trip: HappyHourTrip): number {
  let best = 1;
  for (const happyHour of happyHours) {
    if (happyHourApplies(happyHour, trip)) best = Math.max(best, Number(happyHour.multiplier));
  }
  return best;
}

/**
 * True when two happy hours may not both exist: their windows overlap and their scopes intersect (the same
 * organisation or one of them city-wide; the same modes, at least one, or one of them for every mode).
 */
export function happyHoursConflict(a: HappyHourScope, b: HappyHourScope): boolean {
  const overlap =
    new Date(a.startAt).getTime() < new Date(b.endAt).getTime() &&
    new Date(b.startAt).getTime() < new Date(a.endAt).getTime();
  if (!overlap) return false;
  if (a.organisationId && b.organisationId && a.organisationId !== b.organisationId) return false;
  if (a.activityTypes && b.activityTypes && !a.activityTypes.some((mode) => b.activityTypes!.includes(mode))) {
    return false;
  }
  return true;
}

/** Past (ended), current (started, not ended) or upcoming. */
export function happyHourState(happyHour: Pick<HappyHourScope, 'startAt' | 'endAt'>, now: Date): HappyHourState {
  if (new Date(happyHour.endAt).getTime() <= now.getTime()) return 'past';
  if (new Date(happyHour.startAt).getTime() <= now.getTime()) return 'current';
  return 'upcoming';
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The offset of `timeZone` at an instant, in minutes east of UTC. */
function offsetAt(instantMs: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(new Date(instantMs)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The instant (ISO, UTC) of a local date-time `YYYY-MM-DDTHH:mm` in `timeZone` (what a date-time input gives).
 * A local time skipped by a daylight-saving change moves forward by the gap; a repeated one is the first.
 */
export function localDateTimeToInstant(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) throw new RangeError(`Not a local date-time: ${local}`);
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset a few hours before and after: the first that maps back to the same local time wins.
  const candidates = [offsetAt(asUtc - 12 * 3_600_000, timeZone), offsetAt(asUtc + 12 * 3_600_000, timeZone)];
  for (const offset of candidates) {
    const instantMs = asUtc - offset * 60_000;
    if (offsetAt(instantMs, timeZone) === offset) return new Date(instantMs).toISOString();
  }
  return new Date(asUtc - candidates[0]! * 60_000).toISOString();
}

/** The local date-time `YYYY-MM-DDTHH:mm` of an instant in `timeZone` (what a date-time input shows). */
export function instantToLocalDateTime(value: string | Date, timeZone: string): string {
  const instantMs = new Date(value).getTime();
  const local = new Date(instantMs + offsetAt(instantMs, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}

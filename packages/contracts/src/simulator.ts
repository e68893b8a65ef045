import { z } from 'zod';
import { cityLimitsSchema } from './city-settings.ts';
import type { TransportMode } from './constants.ts';
import {
  happyHourInputObject,
  isHappyHourMultiplier,
  localDateTimeToInstant,
  HAPPY_HOUR_FIELD_MESSAGES,
} from './happy-hours.ts';
import { addDays } from './periods.ts';
import { GREENPOINTS_PER_CURRENCY_UNIT } from './products.ts';
import { calendarDay } from './text.ts';
import { buildTripContext, type TripContextSettings } from './trip-context.ts';
import { evaluateTrip, type TripFacts, type TripOutcome } from './trip-rules.ts';

/**
 * The what-if simulator (issue 21 §2): the trips of a past period replayed through `evaluateTrip`, with every
 * circumstance they were credited under (the happy hours then in force, the control-point coefficient, the
 * organisation's km cap, the manual-trip allowance) and one planned rule changed: a recurring happy hour or a new
 * points coefficient.
 */

export const SIMULATION_MAX_DAYS = 93;

const localTime = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Expected a time as HH:mm');

export const SIMULATION_FIELD_MESSAGES = {
  endBeforeStart: 'The end time must be after the start time',
  scope: 'Give either cityId or organisationId',
} as const;

/** A happy hour that recurs: these weekdays (ISO, Monday 1), from a local time to another, for some modes or all. */
export const plannedHappyHourSchema = z
  .object({
    kind: z.literal('happy_hour'),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each day once'),
    startTime: localTime(),
    endTime: localTime(),
    multiplier: z.number().refine(isHappyHourMultiplier, HAPPY_HOUR_FIELD_MESSAGES.multiplier),
    activityTypes: happyHourInputObject.shape.activityTypes,
    organisationId: z.uuid().nullish(),
  })
  .refine((rule) => minuteOfDay(rule.endTime) > minuteOfDay(rule.startTime), {
    message: SIMULATION_FIELD_MESSAGES.endBeforeStart,
    path: ['endTime'],
  });
export type PlannedHappyHour = z.infer<typeof plannedHappyHourSchema>;

export const plannedCoefficientSchema = z.object({
  kind: z.literal('points_coefficient'),
  pointsCoefficient: cityLimitsSchema.shape.pointsCoefficient,
});
export type PlannedCoefficient = z.infer<typeof plannedCoefficientSchema>;

export const plannedRuleSchema = z.discriminatedUnion('kind', [plannedHappyHourSchema, plannedCoefficientSchema]);
export type PlannedRule = z.infer<typeof plannedRuleSchema>;

/** `POST /api/simulations`: a city or one organisation, a past period (the city's days, both included), a rule. */
export const simulationInput = z
  .object({
    cityId: z.uuid().optional(),
    organisationId: z.uuid().optional(),
    startDate: calendarDay(),
    endDate: calendarDay(),
    rule: plannedRuleSchema,
  })
  .refine((input) => (input.cityId === undefined) !== (input.organisationId === undefined), {
    message: SIMULATION_FIELD_MESSAGES.scope,
    path: ['cityId'],
  });
export type SimulationInput = z.infer<typeof simulationInput>;

/** What is wrong with a simulation's period, or null: in order, at most `SIMULATION_MAX_DAYS`, not in the future. */
export function simulationRangeError(
  range: { startDate: string; endDate: string },
  today: string,
): 'end_before_start' | 'simulation_range_too_long' | 'simulation_in_future' | null {
  if (range.endDate < range.startDate) return 'end_before_start';
  const days = (Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) / 86_400_000;
  if (days + 1 > SIMULATION_MAX_DAYS) return 'simulation_range_too_long';
  if (range.startDate > today) return 'simulation_in_future';
  return null;
}

/** `HH:mm` as minutes since midnight (`24:00` is 1440). */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** True when a local weekday (ISO) and minute of the day fall in the planned happy hour's window. */
export function inPlannedWindow(rule: PlannedHappyHour, isoWeekday: number, minute: number): boolean {
  return (
    rule.weekdays.includes(isoWeekday) && minute >= minuteOfDay(rule.startTime) && minute < minuteOfDay(rule.endTime)
  );
}

/**
 * The instants (ISO, UTC) the planned window opens and closes on each day of a period, in order: `[open, close,
 * open, close, …]`; a trip starts in the window when its start lies in one `[open, close)` (the same local days and
 * times as `inPlannedWindow`, daylight-saving changes included, as happy hours' windows are placed).
 */
export function plannedWindowInstants(
  rule: PlannedHappyHour,
  range: { startDate: string; endDate: string },
  timeZone: string,
): string[] {
  const instants: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
    if (!rule.weekdays.includes(weekday)) continue;
    const end = rule.endTime === '24:00' ? `${addDays(day, 1)}T00:00` : `${day}T${rule.endTime}`;
    instants.push(localDateTimeToInstant(`${day}T${rule.startTime}`, timeZone), localDateTimeToInstant(end, timeZone));
  }
  return instants;
}

/** A stored trip as the simulator replays it: its facts and the circumstances it was credited under. */
export type ReplayedTrip = Pick<TripFacts, 'distanceM' | 'durationS' | 'source'> & {
  activityType: TransportMode;
  /** Its local start falls in the planned happy hour's window (`inPlannedWindow`). */
  inPlannedWindow: boolean;
  organisationId: string | null;
  /** The happy-hour multiplier it was credited with. */
  happyHourMultiplier: number;
  controlPointCoefficient: number;
  kmPerTrip: number | null;
  pointsWithheld: boolean;
  /** False for a manual trip refused for the manual-trip limit: the planned rule does not change the allowance. */
  manualTripAllowed: boolean;
  /** Its mode's GHG avoided per metre when it was credited per mode (the city's factors); absent: the car's. */
  avoidedMgPerMetre?: number;
};

/** The planned happy hour's multiplier for a trip (1 when it does not apply): its window, modes, organisation. */
export function plannedMultiplierOf(rule: PlannedHappyHour, trip: ReplayedTrip): number {
  if (!trip.inPlannedWindow) return 1;
  if (rule.activityTypes && !rule.activityTypes.includes(trip.activityType)) return 1;
  if (rule.organisationId && rule.organisationId !== trip.organisationId) return 1;
  return rule.multiplier;
}

/**
 * One trip under the planned rule, through the same context builder and rule as ingestion: a planned happy hour
 * joins those in force (the highest multiplier applies, as at ingestion); a planned coefficient replaces the city's.
 */
export function replayTrip(trip: ReplayedTrip, settings: TripContextSettings, rule: PlannedRule): TripOutcome {
  const planned =
    rule.kind === 'points_coefficient'
      ? {
          pointsCoefficient: rule.pointsCoefficient,
          maxPointsPerTrip: settings?.maxPointsPerTrip ?? { active: null, collective: null, other: null },
        }
      : settings;
  const multiplier =
    rule.kind === 'happy_hour'
      ? Math.max(trip.happyHourMultiplier, plannedMultiplierOf(rule, trip))
      : trip.happyHourMultiplier;
  return evaluateTrip(
    { activityType: trip.activityType, distanceM: trip.distanceM, durationS: trip.durationS, source: trip.source },
    buildTripContext(planned, {
      activityType: trip.activityType,
      happyHourMultiplier: multiplier,
      controlPointCoefficient: trip.controlPointCoefficient,
      kmPerTrip: trip.kmPerTrip,
      pointsWithheld: trip.pointsWithheld,
      manualTripAllowed: trip.manualTripAllowed,
      avoidedMgPerMetre: trip.avoidedMgPerMetre,
    }),
  );
}

/** Trips replayed together: alike in every circumstance but their distance. */
export type ReplayedClass = Omit<ReplayedTrip, 'distanceM'>;

/** From `fromM` (to the next step's), the replayed trips of a class are counted or not, with these greenpoints. */
export type ReplayStep = { fromM: number; counted: boolean; greenpoints: number };

/**
 * The steps of a class of trips between its shortest and its longest distance, and the distance its counted
 * trips are capped at (null: none). For trips alike but for their distance, the replay's count and greenpoints
 * never decrease with the distance (a trip counts from a minimum distance; greenpoints grow with the counted km,
 * rounded and capped), so each change is found by a binary search over `replayTrip` itself, and a few steps
 * stand for every distance; the GHG, rounded trip by trip, is `ghgAvoidedMg` of the distance up to the cap.
 */
export function replaySteps(
  trip: ReplayedClass,
  range: { minM: number; maxM: number },
  settings: TripContextSettings,
  rule: PlannedRule,
): { steps: ReplayStep[]; capM: number | null } {
  const outcomeAt = (distanceM: number) => replayTrip({ ...trip, distanceM }, settings, rule);
  const alike = (a: TripOutcome, b: TripOutcome) => a.counted === b.counted && a.greenpoints === b.greenpoints;
  const longest = outcomeAt(range.maxM);
  const steps: ReplayStep[] = [];
  let fromM = range.minM;
  let current = outcomeAt(fromM);
  let width = 1;
  for (;;) {
    steps.push({ fromM, counted: current.counted, greenpoints: current.greenpoints });
    if (alike(current, longest)) break;
    // The next change lies in (low, high]: guessed from the last step's width, then halved.
    let low = fromM;
    let high = Math.min(range.maxM, fromM + width);
    while (high < range.maxM && alike(outcomeAt(high), current)) {
      low = high;
      high = Math.min(range.maxM, fromM + (high - fromM) * 2);
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (alike(outcomeAt(middle), current)) low = middle;
      else high = middle;
    }
    width = high - fromM;
    fromM = high;
    current = outcomeAt(fromM);
  }
  const capped = longest.counted && longest.countedDistanceM < range.maxM;
  return { steps, capM: capped ? longest.countedDistanceM : null };
}

/** The value in currency of greenpoints, at the programme's rate, to the cent. */
export function greenpointsValue(greenpoints: number): number {
  return Math.round((greenpoints * 100) / GREENPOINTS_PER_CURRENCY_UNIT) / 100;
}

const totalsSchema = z.object({
  countedTrips: z.int(),
  greenpoints: z.int(),
  value: z
    .number()
    .meta({ description: `The greenpoints' value: ${GREENPOINTS_PER_CURRENCY_UNIT} per unit of currency` }),
  ghgKg: z.number(),
});
export type SimulationTotals = z.infer<typeof totalsSchema>;

export const simulationResultSchema = z.object({
  /** What the trips were credited. */
  happened: totalsSchema,
  /** What the same trips would have been credited under the planned rule. */
  planned: totalsSchema,
  /** Trips of the period replayed (those a plausibility flag keeps out of the credits are left out). */
  trips: z.int(),
  /** Distinct participants with a counted trip in the period. */
  participants: z.int(),
  /** Distinct participants with at least one trip whose greenpoints or GHG avoided would change. */
  participantsAffected: z.int(),
  currency: z.string(),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

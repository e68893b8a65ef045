import {
  addDays,
  isHappyHourMultiplier,
  minuteOfDay,
  plannedCoefficientSchema,
  simulationRangeError,
  WEEKDAYS,
  type Weekday,
} from '@mobiverte/contracts';
import type { SimulationRequest } from '../api/run-simulation';

export const RULE_KINDS = ['happy_hour', 'points_coefficient'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export interface SimulationFormValues {
  /** `city`, or an organisation's id. */
  scope: string;
  startDate: string | null;
  endDate: string | null;
  kind: RuleKind;
  weekdays: Weekday[];
  startTime: string;
  endTime: string;
  multiplier: number | string;
  activityTypes: string[];
  pointsCoefficient: number | string;
}

/** The last whole calendar month before `today` (a city's day). */
export function lastMonth(today: string): { startDate: string; endDate: string } {
  const endDate = addDays(`${today.slice(0, 7)}-01`, -1);
  return { startDate: `${endDate.slice(0, 7)}-01`, endDate };
}

export function initialSimulationValues(today: string, scope: string): SimulationFormValues {
  return {
    scope,
    ...lastMonth(today),
    kind: 'happy_hour',
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    startTime: '07:00',
    endTime: '09:00',
    multiplier: 2,
    activityTypes: [],
    pointsCoefficient: 12,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's rules, as translation keys (the server checks the same with contracts' schemas). */
export function simulationFormErrors(values: SimulationFormValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.startDate) errors.startDate = 'fields.errors.required';
  if (!values.endDate) errors.endDate = 'fields.errors.required';
  if (values.startDate && values.endDate) {
    const code = simulationRangeError({ startDate: values.startDate, endDate: values.endDate }, today);
    if (code) errors.endDate = code === 'end_before_start' ? 'simulator.errors.end_before_start' : `errors.${code}`;
  }
  if (values.kind === 'happy_hour') {
    if (values.weekdays.length === 0) errors.weekdays = 'simulator.errors.weekdays';
    if (!TIME.test(values.startTime)) errors.startTime = 'simulator.errors.time';
    if (!TIME.test(values.endTime)) errors.endTime = 'simulator.errors.time';
    else if (TIME.test(values.startTime) && minuteOfDay(values.endTime) <= minuteOfDay(values.startTime)) {
      errors.endTime = 'simulator.errors.end_time';
    }
    if (!isHappyHourMultiplier(Number(values.multiplier))) errors.multiplier = 'simulator.errors.multiplier';
  } else if (
    values.pointsCoefficient === '' ||
    !plannedCoefficientSchema.shape.pointsCoefficient.safeParse(Number(values.pointsCoefficient)).success
  ) {
    errors.pointsCoefficient = 'simulator.errors.coefficient';
  }
  return errors;
}

/** The request of valid form values. */
export function toSimulationRequest(values: SimulationFormValues, cityId: string): SimulationRequest {
  return {
    ...(values.scope === 'city' ? { cityId } : { organisationId: values.scope }),
    startDate: values.startDate!,
    endDate: values.endDate!,
    rule:
      values.kind === 'happy_hour'
        ? {
            kind: 'happy_hour',
            weekdays: values.weekdays.map((day) => WEEKDAYS.indexOf(day) + 1).sort(),
            startTime: values.startTime,
            endTime: values.endTime,
            multiplier: Number(values.multiplier),
            activityTypes: values.activityTypes.length > 0 ? (values.activityTypes as never) : null,
          }
        : { kind: 'points_coefficient', pointsCoefficient: Number(values.pointsCoefficient) },
  } as SimulationRequest;
}

import {
  CARPOOL_FIELD_MESSAGES,
  CARPOOL_NAME_MAX,
  carpoolEventInput,
  type CarpoolEventInput,
  type CarpoolEvent,
  type Weekday,
  WEEKDAYS,
  weekdayOf,
} from '@mobiverte/contracts';

export type DestinationKind = 'branch' | 'address';

/** The event form's values: every weekday keeps its own time so that unticking a day and ticking it back keeps it. */
export interface CarpoolEventFormValues {
  name: string;
  destinationKind: DestinationKind;
  branchId: string | null;
  address: string;
  /** Empty while not typed in (the number fields' empty value). */
  lat: number | string;
  lng: number | string;
  frequency: 'once' | 'recurring';
  /** The one-off event's day, or the recurring event's first day (optional), YYYY-MM-DD. */
  date: string;
  /** The one-off event's meeting time (HH:mm). */
  onceTime: string;
  days: Weekday[];
  times: Record<Weekday, string>;
  endDate: string;
  requiresValidation: boolean;
}

const noTimes = (): Record<Weekday, string> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as Record<Weekday, string>;

/** A new event: an organisation's starts on a branch when it has one, a city's on an address. */
export function blankEventValues(destinationKind: DestinationKind): CarpoolEventFormValues {
  return {
    name: '',
    destinationKind,
    branchId: null,
    address: '',
    lat: '',
    lng: '',
    frequency: 'recurring',
    date: '',
    onceTime: '',
    days: [],
    times: noTimes(),
    endDate: '',
    requiresValidation: false,
  };
}

/** The form's values of a stored event. */
export function eventToValues(event: CarpoolEvent): CarpoolEventFormValues {
  const times = noTimes();
  for (const day of WEEKDAYS) times[day] = event.meetingTime[day] ?? '';
  const onceDay = event.frequency === 'once' && event.date ? weekdayOf(event.date) : null;
  return {
    name: event.name,
    destinationKind: event.branchId ? 'branch' : 'address',
    branchId: event.branchId,
    address: event.branchId ? '' : (event.address ?? ''),
    lat: event.branchId || event.lat === null ? '' : event.lat,
    lng: event.branchId || event.lng === null ? '' : event.lng,
    frequency: event.frequency,
    date: event.date ?? '',
    onceTime: onceDay ? (event.meetingTime[onceDay] ?? '') : '',
    days: event.frequency === 'recurring' ? WEEKDAYS.filter((day) => event.days.includes(day)) : [],
    times: event.frequency === 'recurring' ? times : noTimes(),
    endDate: event.endDate ?? '',
    requiresValidation: event.requiresValidation,
  };
}

const asNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));

/** The body of `POST` / `PUT /api/carpool-events` from the form's values. */
export function valuesToInput(values: CarpoolEventFormValues): CarpoolEventInput {
  const destination =
    values.destinationKind === 'branch'
      ? { branchId: values.branchId ?? '' }
      : { address: values.address.trim(), lat: asNumber(values.lat), lng: asNumber(values.lng) };
  if (values.frequency === 'once') {
    return {
      name: values.name.trim(),
      destination,
      frequency: 'once',
      date: values.date || null,
      days: [],
      meetingTime: values.date ? { [weekdayOf(values.date)]: values.onceTime } : {},
      endDate: null,
      requiresValidation: values.requiresValidation,
    };
  }
  const days = WEEKDAYS.filter((day) => values.days.includes(day));
  return {
    name: values.name.trim(),
    destination,
    frequency: 'recurring',
    date: values.date || null,
    days,
    meetingTime: Object.fromEntries(days.map((day) => [day, values.times[day]])),
    endDate: values.endDate || null,
    requiresValidation: values.requiresValidation,
  };
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The translation key of each schedule rule of the contracts, by its message. */
const RULE_KEYS: Record<string, string> = {
  [CARPOOL_FIELD_MESSAGES.onceNeedsDate]: 'carpool_events.form.errors.once_needs_date',
  [CARPOOL_FIELD_MESSAGES.recurringNeedsDays]: 'carpool_events.form.errors.recurring_needs_days',
  [CARPOOL_FIELD_MESSAGES.timeForEveryDay]: 'carpool_events.form.errors.time_for_every_day',
  [CARPOOL_FIELD_MESSAGES.endBeforeStart]: 'carpool_events.form.errors.end_before_start',
};

/** Where the form shows an error of the contracts' input, by the input's path. */
function formPathOf(path: string, values: CarpoolEventFormValues): string {
  if (path.startsWith('meetingTime.')) {
    return values.frequency === 'once' ? 'onceTime' : `times.${path.slice('meetingTime.'.length)}`;
  }
  if (path === 'meetingTime') {
    if (values.frequency === 'once') return 'onceTime';
    const missing = values.days.find((day) => !HH_MM.test(values.times[day]));
    return missing ? `times.${missing}` : 'days';
  }
  if (path === 'destination.branchId') return 'branchId';
  if (path.startsWith('destination.')) return path.slice('destination.'.length);
  if (path === 'destination') return values.destinationKind === 'branch' ? 'branchId' : 'address';
  return path;
}

/**
 * The contracts' rules on the form's values, as the form's errors (translation keys by field path). The simple
 * fields are checked first, with a precise message, then the whole input runs through `carpoolEventInput`
 * with stand-ins for them, so that every error shows at once.
 */
export function validateEventValues(values: CarpoolEventFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = valuesToInput(values);
  if (!input.name) errors.name = 'fields.errors.required';
  else if (input.name.length > CARPOOL_NAME_MAX) errors.name = 'carpool_events.form.errors.name_too_long';
  if (values.destinationKind === 'branch') {
    if (!values.branchId) errors.branchId = 'carpool_events.form.errors.branch_required';
  } else {
    const address = values.address.trim();
    if (!address) errors.address = 'fields.errors.required';
    else if (address.length < 3 || address.length > 300) errors.address = 'carpool_events.form.errors.address';
    const coordinate = (value: number | string, limit: number, message: string) => {
      if (value === '') return 'fields.errors.required';
      const number = asNumber(value);
      return Number.isNaN(number) || Math.abs(number) > limit ? message : null;
    };
    const lat = coordinate(values.lat, 90, 'carpool_events.form.errors.latitude');
    const lng = coordinate(values.lng, 180, 'carpool_events.form.errors.longitude');
    if (lat) errors.lat = lat;
    if (lng) errors.lng = lng;
  }
  if (values.frequency === 'once') {
    if (values.date && !HH_MM.test(values.onceTime)) errors.onceTime = 'carpool_events.form.errors.time';
  } else {
    for (const day of values.days) {
      if (!HH_MM.test(values.times[day])) errors[`times.${day}`] = 'carpool_events.form.errors.time';
    }
  }
  const standIn: CarpoolEventInput = {
    ...input,
    name: errors.name ? 'x' : input.name,
    destination:
      errors.branchId || errors.address || errors.lat || errors.lng
        ? { address: 'xxx', lat: 0, lng: 0 }
        : input.destination,
  };
  const result = carpoolEventInput.safeParse(standIn);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = formPathOf(issue.path.join('.'), values);
    if (!errors[path]) errors[path] = RULE_KEYS[issue.message] ?? 'fields.errors.invalid';
  }
  return errors;
}

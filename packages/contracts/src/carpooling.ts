import { z } from 'zod';
import { parseDay } from './periods.ts';
import { CARPOOL_FREQUENCIES, WEEKDAYS, type Weekday } from './roles.ts';
import { calendarDay, line } from './text.ts';

/**
 * Carpooling (issue 20, spec §3 and §4): events that organisations and cities create (a destination, once or
 * recurring), the participants' requests for one occurrence (driver, rider or both) and the matches that pair a
 * driver's request with a rider's. Requests and matches share the spec's statuses; who may move them from which
 * status to which is the transition table below.
 */

export const CARPOOL_EVENT_STATES = ['open', 'paused', 'closed'] as const;
export type CarpoolEventState = (typeof CARPOOL_EVENT_STATES)[number];
/** What an admin may do to an event's state: open (or reopen), pause, close (final). */
export const CARPOOL_EVENT_ACTIONS = { open: 'open', pause: 'paused', close: 'closed' } as const;
export type CarpoolEventAction = keyof typeof CARPOOL_EVENT_ACTIONS;

export const CARPOOL_ROLES = ['driver', 'rider', 'both'] as const;
export type CarpoolRole = (typeof CARPOOL_ROLES)[number];

/** Spec §4; `active` is "on hold". */
export const CARPOOL_STATUSES = [
  'accepted',
  'active',
  'rejected',
  'declined',
  'suspended',
  'cancelled',
  'deleted',
  'expired',
  'failed',
  'success',
  'processing',
] as const;
export type CarpoolStatus = (typeof CARPOOL_STATUSES)[number];

/**
 * Why the system withdrew a request or called off a match: the event's schedule changed (its occurrence was
 * removed or its meeting time moved) or the event was closed. Null for every other move.
 */
export const CARPOOL_STATUS_REASONS = ['schedule_changed', 'event_closed'] as const;
export type CarpoolStatusReason = (typeof CARPOOL_STATUS_REASONS)[number];

export const CARPOOL_NAME_MAX = 120;
export const CARPOOL_SEATS_MAX = 8;
export const CARPOOL_DETOUR_MINUTES_MAX = 60;
export const CARPOOL_AREA_RADIUS_MIN_M = 300;
export const CARPOOL_AREA_RADIUS_MAX_M = 5_000;
/** A departure area is stored to 3 decimals of a degree (about 100 m): a neighbourhood, never a home address. */
export const CARPOOL_AREA_DECIMALS = 3;
export const LICENCE_PLATE_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,14}[A-Z0-9]$/;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDay = () => z.string().regex(HH_MM, 'Expected a time as HH:mm');
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const CARPOOL_FIELD_MESSAGES = {
  onceNeedsDate: 'A one-off event needs its date',
  recurringNeedsDays: 'A recurring event needs at least one day of the week',
  timeForEveryDay: 'Every chosen day needs its meeting time, and only those',
  endBeforeStart: 'The end date must be on or after the event’s date',
  driverNeedsSeats: 'A driver offers at least one seat',
  windowOrder: 'The window ends after it starts',
} as const;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const carpoolDestinationSchema = z.union([
  z.object({ branchId: z.uuid(), lat: latitude.optional(), lng: longitude.optional() }).strict(),
  z.object({ address: line().trim().min(3).max(300), lat: latitude, lng: longitude }).strict(),
]);
export type CarpoolDestination = z.infer<typeof carpoolDestinationSchema>;

/** The body of `POST` and `PUT /api/carpool-events`. */
export const carpoolEventInput = z
  .object({
    name: line().trim().min(1).max(CARPOOL_NAME_MAX),
    destination: carpoolDestinationSchema,
    frequency: z.enum(CARPOOL_FREQUENCIES),
    date: calendarDay().nullish(),
    days: z.array(z.enum(WEEKDAYS)).max(7).optional(),
    meetingTime: z.partialRecord(z.enum(WEEKDAYS), timeOfDay()),
    endDate: calendarDay().nullish(),
    requiresValidation: z.boolean().default(false),
  })
  .superRefine((event, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const error = carpoolScheduleError(event);
    if (error) issue(error.path, error.message);
  });
export type CarpoolEventInput = z.infer<typeof carpoolEventInput>;

type Schedule = {
  frequency: (typeof CARPOOL_FREQUENCIES)[number];
  date?: string | null;
  days?: readonly Weekday[];
  meetingTime: Partial<Record<Weekday, string>>;
  endDate?: string | null;
};

export const weekdayOf = (day: string): Weekday => WEEKDAYS[(parseDay(day).getUTCDay() + 6) % 7]!;

/** What is wrong with an event's schedule, or null. */
export function carpoolScheduleError(event: Schedule): { path: string; message: string } | null {
  if (event.frequency === 'once') {
    if (!event.date) return { path: 'date', message: CARPOOL_FIELD_MESSAGES.onceNeedsDate };
    const times = Object.keys(event.meetingTime);
    if (times.length !== 1 || times[0] !== weekdayOf(event.date)) {
      return { path: 'meetingTime', message: CARPOOL_FIELD_MESSAGES.timeForEveryDay };
    }
    return null;
  }
  const days = event.days ?? [];
  if (days.length === 0) return { path: 'days', message: CARPOOL_FIELD_MESSAGES.recurringNeedsDays };
  const times = Object.keys(event.meetingTime);
  if (times.length !== new Set(days).size || !days.every((day) => HH_MM.test(event.meetingTime[day] ?? ''))) {
    return { path: 'meetingTime', message: CARPOOL_FIELD_MESSAGES.timeForEveryDay };
  }
  if (event.date && event.endDate && event.endDate < event.date) {
    return { path: 'endDate', message: CARPOOL_FIELD_MESSAGES.endBeforeStart };
  }
  return null;
}

/** The days of `event` between `from` and `to` (both included, YYYY-MM-DD) on which it meets. */
export function carpoolOccurrences(event: Schedule, from: string, to: string): string[] {
  if (event.frequency === 'once') return event.date && event.date >= from && event.date <= to ? [event.date] : [];
  const start = event.date && event.date > from ? event.date : from;
  const end = event.endDate && event.endDate < to ? event.endDate : to;
  const days = new Set(event.days ?? []);
  const result: string[] = [];
  for (let day = parseDay(start); day <= parseDay(end); day = new Date(day.getTime() + 86_400_000)) {
    const iso = day.toISOString().slice(0, 10);
    if (days.has(weekdayOf(iso))) result.push(iso);
  }
  return result;
}

export const isCarpoolOccurrence = (event: Schedule, day: string) => carpoolOccurrences(event, day, day).length === 1;

/**
 * What an edit of the schedule does to one day that has requests: `kept` (still an occurrence, same meeting
 * time), `retimed` (still an occurrence at another time: its matches are called off and the engine plans it
 * again) or `removed` (no longer an occurrence: its requests and matches are withdrawn). Both end with the
 * reason `schedule_changed`.
 */
export function carpoolScheduleChange(before: Schedule, after: Schedule, day: string): 'kept' | 'retimed' | 'removed' {
  if (!isCarpoolOccurrence(after, day)) return 'removed';
  const weekday = weekdayOf(day);
  return before.meetingTime[weekday] === after.meetingTime[weekday] ? 'kept' : 'retimed';
}

const coarse = (value: number) => Math.round(value * 10 ** CARPOOL_AREA_DECIMALS) / 10 ** CARPOOL_AREA_DECIMALS;

/** A departure or pick-up area: a rounded centre and a radius. */
export const carpoolAreaSchema = z.object({
  lat: latitude.transform(coarse),
  lng: longitude.transform(coarse),
  radiusM: z.number().int().min(CARPOOL_AREA_RADIUS_MIN_M).max(CARPOOL_AREA_RADIUS_MAX_M),
});
export type CarpoolArea = z.infer<typeof carpoolAreaSchema>;

/** The body of a participant's registration for one occurrence of an event. */
export const carpoolRequestInput = z
  .object({
    occurrenceDate: calendarDay(),
    role: z.enum(CARPOOL_ROLES),
    seats: z.number().int().min(1).max(CARPOOL_SEATS_MAX).nullish(),
    licencePlate: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(LICENCE_PLATE_PATTERN, 'A licence plate of 3 to 16 letters, digits, spaces or dashes'))
      .nullish(),
    detourMinutes: z.number().int().min(0).max(CARPOOL_DETOUR_MINUTES_MAX).nullish(),
    area: carpoolAreaSchema,
    windowStart: timeOfDay().nullish(),
    windowEnd: timeOfDay().nullish(),
  })
  .superRefine((request, context) => {
    if (request.role !== 'rider' && !request.seats) {
      context.addIssue({ code: 'custom', path: ['seats'], message: CARPOOL_FIELD_MESSAGES.driverNeedsSeats });
    }
    if (request.windowStart && request.windowEnd && request.windowEnd < request.windowStart) {
      context.addIssue({ code: 'custom', path: ['windowEnd'], message: CARPOOL_FIELD_MESSAGES.windowOrder });
    }
  });
export type CarpoolRequestInput = z.infer<typeof carpoolRequestInput>;

/** Who moves a request or a match: the participant it belongs to, an admin of the event's owner, or the server. */
export const CARPOOL_ACTORS = ['participant', 'admin', 'system'] as const;
export type CarpoolActor = (typeof CARPOOL_ACTORS)[number];
export type CarpoolSubject = 'request' | 'match';

type Transition = { from: readonly CarpoolStatus[]; to: CarpoolStatus; by: readonly CarpoolActor[]; why: string };

/**
 * The transition table. A request is `active` (on hold) until the engine proposes it in a match (`processing`),
 * `accepted` once a match of it is confirmed; a match is `processing` while its driver and rider answer, `active`
 * (on hold) while an admin has to validate it, `accepted` once confirmed. Every other status is final.
 */
export const CARPOOL_TRANSITIONS: Record<CarpoolSubject, readonly Transition[]> = {
  request: [
    { from: ['active'], to: 'processing', by: ['system'], why: 'the engine proposes it in a match' },
    { from: ['processing', 'accepted'], to: 'active', by: ['system'], why: 'its match ended: back in the pool' },
    { from: ['active', 'processing'], to: 'accepted', by: ['system'], why: 'a match of it is confirmed' },
    {
      from: ['active', 'processing', 'accepted', 'suspended'],
      to: 'cancelled',
      by: ['participant', 'system'],
      why: 'withdrawn, the event closed or its occurrence left the schedule',
    },
    { from: ['active', 'processing'], to: 'rejected', by: ['admin'], why: 'the admin refuses the registration' },
    { from: ['active', 'processing', 'accepted'], to: 'suspended', by: ['admin'], why: 'held by the admin' },
    { from: ['suspended'], to: 'active', by: ['admin'], why: 'released by the admin' },
    { from: ['active', 'processing', 'suspended'], to: 'expired', by: ['system'], why: 'the occurrence passed' },
    { from: ['accepted'], to: 'success', by: ['system'], why: 'the shared trip was recorded' },
    { from: ['accepted'], to: 'failed', by: ['system'], why: 'the occurrence passed without a shared trip' },
    { from: ['active', 'processing', 'accepted', 'suspended'], to: 'deleted', by: ['admin'], why: 'removed' },
  ],
  match: [
    { from: ['processing'], to: 'active', by: ['participant'], why: 'both accepted, the admin validates next' },
    { from: ['processing'], to: 'accepted', by: ['participant'], why: 'both accepted, no validation pending' },
    { from: ['active'], to: 'accepted', by: ['admin'], why: 'the admin validates it' },
    { from: ['processing'], to: 'declined', by: ['participant'], why: 'the driver or the rider says no' },
    { from: ['processing', 'active'], to: 'rejected', by: ['admin'], why: 'the admin refuses it' },
    { from: ['accepted', 'active'], to: 'cancelled', by: ['participant', 'admin'], why: 'called off' },
    {
      from: ['processing', 'active', 'accepted', 'suspended'],
      to: 'cancelled',
      by: ['system'],
      why: 'event closed or schedule changed',
    },
    { from: ['processing', 'active', 'accepted'], to: 'suspended', by: ['admin'], why: 'held by the admin' },
    { from: ['suspended'], to: 'processing', by: ['admin'], why: 'released by the admin' },
    { from: ['processing'], to: 'deleted', by: ['system'], why: 'the engine replaced the proposal' },
    { from: ['processing', 'active', 'suspended'], to: 'expired', by: ['system'], why: 'the occurrence passed' },
    { from: ['accepted'], to: 'success', by: ['system'], why: 'the shared trip was recorded' },
    { from: ['accepted'], to: 'failed', by: ['system'], why: 'the occurrence passed without a shared trip' },
  ],
};

/** True when `by` may move a request or a match from `from` to `to`. */
export function canTransition(subject: CarpoolSubject, from: CarpoolStatus, to: CarpoolStatus, by: CarpoolActor) {
  return CARPOOL_TRANSITIONS[subject].some(
    (rule) => rule.to === to && rule.from.includes(from) && rule.by.includes(by),
  );
}

/** A status nothing moves out of. */
export const isFinalCarpoolStatus = (subject: CarpoolSubject, status: CarpoolStatus) =>
  !CARPOOL_TRANSITIONS[subject].some((rule) => rule.from.includes(status));

/**
 * What an event's admin may do to a request, and the status each action moves it to: hold it (its live matches
 * are called off and its partners go back to the pool), release it into the pool, refuse it, or remove it.
 */
export const CARPOOL_ADMIN_REQUEST_ACTIONS = {
  suspend: 'suspended',
  release: 'active',
  reject: 'rejected',
  delete: 'deleted',
} as const satisfies Record<string, CarpoolStatus>;
export type CarpoolAdminRequestAction = keyof typeof CARPOOL_ADMIN_REQUEST_ACTIONS;

/**
 * Days a confirmed match waits for its shared trip after its occurrence (the app may send a trip late, e.g.
 * after a day offline); then it fails, and so do its requests that nothing else made succeed.
 */
export const CARPOOL_SHARED_TRIP_GRACE_DAYS = 2;

/** Requests and matches still in play (they hold a seat or a place in the pool). */
export const LIVE_REQUEST_STATUSES = ['active', 'processing', 'accepted', 'suspended'] as const;
export const LIVE_MATCH_STATUSES = ['processing', 'active', 'accepted', 'suspended'] as const;

export const carpoolEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  branchId: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  frequency: z.enum(CARPOOL_FREQUENCIES),
  date: z.string().nullable(),
  days: z.array(z.enum(WEEKDAYS)),
  meetingTime: z.partialRecord(z.enum(WEEKDAYS), z.string()),
  endDate: z.string().nullable(),
  requiresValidation: z.boolean(),
  state: z.enum(CARPOOL_EVENT_STATES),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  cityId: z.string(),
});
export type CarpoolEvent = z.infer<typeof carpoolEventSchema>;

/** An event in the admins' list, with what happens in it: requests still in play, confirmed matches, shared trips. */
export const carpoolEventListItemSchema = carpoolEventSchema.extend({
  liveRequests: z.number().int(),
  confirmedMatches: z.number().int(),
  sharedTrips: z.number().int(),
});
export type CarpoolEventListItem = z.infer<typeof carpoolEventListItemSchema>;

const sortOrder = z.enum(['asc', 'desc']).default('desc');
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  order: sortOrder,
  status: z.enum(CARPOOL_STATUSES).optional(),
  occurrenceDate: calendarDay().optional(),
};
export const CARPOOL_REQUEST_SORTS = ['createdAt', 'occurrenceDate', 'status', 'role', 'participantName'] as const;
export const CARPOOL_MATCH_SORTS = ['createdAt', 'occurrenceDate', 'status', 'detourMinutes', 'eta'] as const;
export const carpoolRequestListQuery = z.object({
  ...paging,
  sort: z.enum(CARPOOL_REQUEST_SORTS).default('createdAt'),
});
/**
 * The matches an admin lists: live ones (proposed, awaiting validation, confirmed or held; the default), ended
 * ones, or all. A status filter, when given, replaces the group.
 */
export const CARPOOL_MATCH_GROUPS = ['live', 'ended', 'all'] as const;
export type CarpoolMatchGroup = (typeof CARPOOL_MATCH_GROUPS)[number];
export const carpoolMatchListQuery = z.object({
  ...paging,
  group: z.enum(CARPOOL_MATCH_GROUPS).default('live'),
  sort: z.enum(CARPOOL_MATCH_SORTS).default('createdAt'),
});
export type CarpoolRequestListQuery = z.infer<typeof carpoolRequestListQuery>;
export type CarpoolMatchListQuery = z.infer<typeof carpoolMatchListQuery>;

export const carpoolRequestSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  occurrenceDate: z.string(),
  participantId: z.string(),
  participantName: z.string(),
  role: z.enum(CARPOOL_ROLES),
  seats: z.number().int().nullable(),
  licencePlate: z.string().nullable(),
  detourMinutes: z.number().int().nullable(),
  area: z.object({ lat: z.number(), lng: z.number(), radiusM: z.number().int() }),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  status: z.enum(CARPOOL_STATUSES),
  statusReason: z.enum(CARPOOL_STATUS_REASONS).nullable(),
  createdAt: z.string(),
});
export type CarpoolRequest = z.infer<typeof carpoolRequestSchema>;

export const carpoolMatchSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  occurrenceDate: z.string(),
  driverRequestId: z.string(),
  riderRequestId: z.string(),
  driverName: z.string(),
  riderName: z.string(),
  status: z.enum(CARPOOL_STATUSES),
  statusReason: z.enum(CARPOOL_STATUS_REASONS).nullable(),
  eta: z.string().nullable(),
  meetPoint: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  detourMinutes: z.number().int(),
  driverAcceptedAt: z.string().nullable(),
  riderAcceptedAt: z.string().nullable(),
  validatedBy: z.string().nullable(),
  validatedAt: z.string().nullable(),
  parkingPermit: z.boolean(),
  createdAt: z.string(),
});
export type CarpoolMatch = z.infer<typeof carpoolMatchSchema>;

export const carpoolPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/**
 * A request's status from its matches (as driver or rider, live or succeeded): accepted when a live one is
 * confirmed, in processing while one is proposed or awaits validation, success once none is left but one
 * succeeded, back on hold (active) otherwise. A suspended or final request keeps its status.
 */
export function requestStatusFromMatches(current: CarpoolStatus, matches: readonly CarpoolStatus[]): CarpoolStatus {
  if (current !== 'active' && current !== 'processing' && current !== 'accepted') return current;
  const live = matches.filter((status) => (LIVE_MATCH_STATUSES as readonly CarpoolStatus[]).includes(status));
  if (live.includes('accepted')) return 'accepted';
  if (live.length > 0) return 'processing';
  return matches.includes('success') ? 'success' : 'active';
}

/** An open event as a participant sees it, with its occurrences in the coming weeks. */
export const participantCarpoolEventSchema = carpoolEventSchema.extend({ occurrences: z.array(z.string()) });
export type ParticipantCarpoolEvent = z.infer<typeof participantCarpoolEventSchema>;

/** A match as one of its participants sees it: their role, and who the other is (code to show each other). */
export const participantCarpoolMatchSchema = carpoolMatchSchema.extend({
  myRole: z.enum(['driver', 'rider']),
  other: z.object({
    name: z.string(),
    carpoolCode: z.string().nullable(),
    licencePlate: z.string().nullable(),
  }),
});
export type ParticipantCarpoolMatch = z.infer<typeof participantCarpoolMatchSchema>;

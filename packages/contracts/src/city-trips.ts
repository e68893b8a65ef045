import { z } from 'zod';
import { TRANSPORT_MODES } from './constants.ts';
import { calendarDay, instant, line } from './text.ts';
import { TRIP_FLAGS } from './trip-plausibility.ts';
import { TRIP_REFUSALS } from './trip-rules.ts';

/**
 * The city's trips (`/users-sessions`, issue 16, spec §2 "Sessions: enter, list, update"): every trip of the
 * city, paged and filtered; the chart of trips by distance band and mode (the spec's `get-sessions-by`); the CSV
 * export; a trip a city admin enters for a participant, and a correction of a trip's mode or distance.
 */

/** What a stored trip is, for the filters: counted, not counted (and why), waiting for review, rejected. */
export const CITY_TRIP_STATUSES = ['counted', 'not_counted', 'pending', 'rejected'] as const;
export type CityTripStatus = (typeof CITY_TRIP_STATUSES)[number];

/** The distance bands of the chart and of the filter, in km: [from, to), the last one open. */
export const CITY_TRIP_DISTANCE_BANDS = ['0-2', '2-5', '5-10', '10-20', '20+'] as const;
export type CityTripDistanceBand = (typeof CITY_TRIP_DISTANCE_BANDS)[number];
export function distanceBandBounds(band: CityTripDistanceBand): [number, number | null] {
  const [from, to] = band.split(/[-+]/);
  return [Number(from) * 1000, to ? Number(to) * 1000 : null];
}
export function cityTripDistanceBandOf(distanceM: number): CityTripDistanceBand {
  return CITY_TRIP_DISTANCE_BANDS.find((band) => {
    const [from, to] = distanceBandBounds(band);
    return distanceM >= from && (to === null || distanceM < to);
  })!;
}

export const CITY_TRIP_SORTS = ['startTime', 'distance', 'greenpoints', 'participant'] as const;
export type CityTripSort = (typeof CITY_TRIP_SORTS)[number];

/** The longest range of days the list, the chart and the export read at once. */
export const CITY_TRIP_MAX_RANGE_DAYS = 366;

export const cityTripFilters = z
  .object({
    from: calendarDay().optional(),
    to: calendarDay().optional(),
    mode: z.enum(TRANSPORT_MODES).optional(),
    status: z.enum(CITY_TRIP_STATUSES).optional(),
    reason: z.enum([...TRIP_REFUSALS, ...TRIP_FLAGS]).optional(),
    source: z.enum(['app', 'manual']).optional(),
    /** Only the trips a city admin entered (a subset of the manual ones). */
    enteredByAdmin: z.enum(['true', 'false']).optional(),
    organisationId: z.uuid().optional(),
    band: z.enum(CITY_TRIP_DISTANCE_BANDS).optional(),
    participantId: z.uuid().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be before the end date',
    path: ['to'],
  });
export type CityTripFilters = z.infer<typeof cityTripFilters>;

export const cityTripListQuery = z.intersection(
  cityTripFilters,
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    sort: z.enum(CITY_TRIP_SORTS).default('startTime'),
    order: z.enum(['asc', 'desc']).default('desc'),
  }),
);
export type CityTripListQuery = z.infer<typeof cityTripListQuery>;

export const cityTripExportQuery = z.intersection(
  cityTripFilters,
  z.object({ format: z.enum(['csv']).default('csv'), language: z.enum(['fr', 'en']).default('fr') }),
);

export const cityTripSchema = z.object({
  id: z.string(),
  participantId: z.string(),
  participantName: z.string(),
  participantEmail: z.string(),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  activityType: z.enum(TRANSPORT_MODES),
  startTime: z.string(),
  endTime: z.string(),
  distanceKm: z.number(),
  durationMin: z.number(),
  source: z.enum(['app', 'manual']),
  status: z.enum(CITY_TRIP_STATUSES),
  /** Why it does not count (a refusal), or the rule it broke (a flag). */
  reason: z.string().nullable(),
  greenpoints: z.number().int(),
  ghgKg: z.number(),
  enteredByName: z.string().nullable(),
  correctedAt: z.string().nullable(),
});
export type CityTrip = z.infer<typeof cityTripSchema>;

export const cityTripListSchema = z.object({ data: z.array(cityTripSchema), total: z.number().int() });

/** The chart: trips of the filter per distance band and mode (the spec's `get-sessions-by`). */
export const cityTripsByDistanceSchema = z.object({
  data: z.array(
    z.object({
      band: z.enum(CITY_TRIP_DISTANCE_BANDS),
      activityType: z.enum(TRANSPORT_MODES),
      trips: z.number().int(),
      distanceKm: z.number(),
    }),
  ),
  total: z.number().int(),
});

/** The longest trip an admin may enter or correct to, in km (the contracts' plausibility rules apply as well). */
export const MAX_ENTERED_TRIP_KM = 300;

export const manualTripInput = z
  .object({
    participantId: z.uuid(),
    activityType: z.enum(TRANSPORT_MODES),
    startTime: instant(),
    endTime: instant(),
    distanceKm: z.number().positive().max(MAX_ENTERED_TRIP_KM),
  })
  .refine((input) => new Date(input.endTime) > new Date(input.startTime), {
    message: 'The end must be after the start',
    path: ['endTime'],
  });
export type ManualTripInput = z.infer<typeof manualTripInput>;

export const manualTripResultSchema = z.object({
  id: z.string(),
  status: z.enum(['counted', 'not_counted', 'pending_review']),
  reason: z.string().nullable(),
  greenpoints: z.number().int(),
});

export const tripCorrectionInput = z.object({
  activityType: z.enum(TRANSPORT_MODES),
  distanceKm: z.number().positive().max(MAX_ENTERED_TRIP_KM),
  reason: line().trim().min(3).max(500),
});
export type TripCorrectionRequest = z.infer<typeof tripCorrectionInput>;

const snapshotSchema = z.object({
  activityType: z.enum(TRANSPORT_MODES),
  distanceKm: z.number(),
  counted: z.boolean(),
  greenpoints: z.number().int(),
});
export const tripCorrectionSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  correctedByName: z.string(),
  correctedAt: z.string(),
  reason: z.string(),
  before: snapshotSchema,
  after: snapshotSchema,
  pointsDelta: z.number().int(),
});
export type TripCorrection = z.infer<typeof tripCorrectionSchema>;

export const participantOptionsQuery = z.object({ q: line().trim().max(100).default('') });
export const cityParticipantOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organisationName: z.string().nullable(),
});

/**
 * Why a participant is in the error-users table (spec §2): trips refused repeatedly (rejected or held for review
 * in the last 30 days), a branch that is not of the participant's organisation (the branch was moved or the
 * participant changed organisation: a dangling affiliation), an organisation that was deactivated, or another
 * account of the city with the same email (case-insensitive).
 */
export const ERROR_USER_REASONS = [
  'repeated_refusals',
  'branch_mismatch',
  'inactive_organisation',
  'duplicate_email',
] as const;
export type ErrorUserReason = (typeof ERROR_USER_REASONS)[number];
/** Refused (rejected or flagged) trips in the last 30 days from which a participant is listed. */
export const REPEATED_REFUSALS_THRESHOLD = 3;

export const errorUserSchema = z.object({
  participantId: z.string(),
  name: z.string(),
  email: z.string(),
  organisationName: z.string().nullable(),
  reason: z.enum(ERROR_USER_REASONS),
  /** Refused trips for `repeated_refusals`, accounts with the same email for `duplicate_email`. */
  count: z.number().int(),
  /** The branch that is not of the participant's organisation, for `branch_mismatch`. */
  branchId: z.string().nullable(),
});
export type ErrorUser = z.infer<typeof errorUserSchema>;

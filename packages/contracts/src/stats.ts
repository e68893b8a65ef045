import { z } from 'zod';
import { PERIODS, TRANSPORT_MODES } from './constants.ts';
import { PERIOD_ERROR_CODES } from './periods.ts';
import { line } from './text.ts';

/**
 * The statistics API (spec section 7, "Stats" and "Carpooling and sessions"). Every answer is `{ data: … }`.
 * Distances are in km, greenhouse gas in kg of CO₂e, durations in minutes; points and counts are integers.
 *
 * Period selection: `period` + `periodKey` (`2026-W47` ISO week, `2026-11` month, `2026` year), or
 * `startDate` (+ `endDate`, required for `range`; computed from the period otherwise). Dates are
 * `YYYY-MM-DD` days in the city's time zone, both ends included.
 */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
export const booleanishSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** The 400 codes of the statistics API beyond `validation_failed`, for the web app's `errors.*` catalogue. */
export const STATS_ERROR_CODES = [
  ...PERIOD_ERROR_CODES,
  'page_out_of_range',
  'invalid_distance_range',
  'distance_not_whole_km',
] as const;

export const ownerTypeSchema = z.enum(['organisation', 'city']);
export type OwnerType = z.infer<typeof ownerTypeSchema>;

export const statsQuerySchema = z.object({
  ownerType: ownerTypeSchema,
  ownerId: z.uuid(),
  branchId: z.uuid().optional(),
  startDate: isoDaySchema.optional(),
  endDate: isoDaySchema.optional(),
  period: z.enum(PERIODS).optional(),
  periodKey: line().max(20).optional(),
  challenge: line().max(100).optional(),
  withAllUsers: booleanishSchema.optional(),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const totalResponseSchema = z.object({ data: z.number() });

export const measuresSchema = z.object({
  distanceKm: z.number(),
  ghgKg: z.number(),
  greenpoints: z.number().int(),
  sessions: z.number().int(),
  activeUsers: z.number().int(),
  activities: z.number().int(),
  durationMin: z.number(),
  calories: z.number().int(),
});
export type Measures = z.infer<typeof measuresSchema>;

/** `GET /statsApi/v2/get-stats-by`: what the dashboards draw. */
export const statsByResponseSchema = z.object({
  data: z.object({
    range: z.object({ startDate: isoDaySchema, endDate: isoDaySchema, granularity: z.enum(['day', 'week', 'month']) }),
    previousRange: z.object({ startDate: isoDaySchema, endDate: isoDaySchema }),
    totals: measuresSchema,
    previousTotals: measuresSchema,
    series: z.array(measuresSchema.extend({ bucket: isoDaySchema })),
    byMode: z.array(
      measuresSchema.omit({ activeUsers: true, activities: true }).extend({ activityType: z.enum(TRANSPORT_MODES) }),
    ),
  }),
});
export type StatsBy = z.infer<typeof statsByResponseSchema>['data'];

/** `GET /statsApi/v2/get-top-participants`: the most active participants of the period. */
export const topParticipantsResponseSchema = z.object({
  data: z.array(
    z.object({
      participantId: z.string(),
      displayName: z.string(),
      branchName: z.string().nullable(),
      usualTransportMode: z.enum(TRANSPORT_MODES).nullable(),
      sessions: z.number().int(),
      distanceKm: z.number(),
      ghgKg: z.number(),
      greenpoints: z.number().int(),
    }),
  ),
});

/** `GET /statsApi/v2/get-organisations-stats` (city): every organisation of the city with its figures. */
export const organisationsStatsResponseSchema = z.object({
  data: z.array(
    z.object({
      organisationId: z.string(),
      name: z.string(),
      employeesCount: z.number().int(),
      participants: z.number().int(),
      activeUsers: z.number().int(),
      sessions: z.number().int(),
      distanceKm: z.number(),
      ghgKg: z.number(),
      greenpoints: z.number().int(),
      score: z.number(),
    }),
  ),
});

/** `GET /statsApi/get-organisations-scores`. Scores are 0–100. */
export const organisationsScoresResponseSchema = z.object({
  data: z.object({
    myOrganisationScore: z.number().nullable(),
    averageScoreAllOrganisations: z.number(),
    sizeBand: z.enum(['small', 'medium', 'large']).nullable(),
    organisationsInBand: z.number().int(),
  }),
});

/** `GET /statsApi/v2/get-app-usage`: how the mobile app is used. */
export const appUsageResponseSchema = z.object({
  data: z.object({
    onlineNow: z.number().int(),
    participants: z.number().int(),
    activeUsers: z.number().int(),
    series: z.array(z.object({ bucket: isoDaySchema, activeUsers: z.number().int(), sessions: z.number().int() })),
  }),
});

/** The connected users (spec §7 "connected users get"): the participants of the scope online now, at most 100. */
export const CONNECTED_USERS_LIMIT = 100;
export const connectedUsersResponseSchema = z.object({
  data: z.array(
    z.object({
      participantId: z.string(),
      displayName: z.string(),
      branchName: z.string().nullable(),
      since: z.string(),
    }),
  ),
  /** Every participant of the scope online now (the list stops at the limit). */
  total: z.number().int(),
});
export type ConnectedUsers = z.infer<typeof connectedUsersResponseSchema>;

/** `GET /statsApi/v2/get-top-participants` also takes `limit` (default 10, at most 50). */
export const topParticipantsQuerySchema = statsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const periodQuery = {
  period: z.enum(PERIODS).optional(),
  periodKey: line().max(20).optional(),
  startDate: isoDaySchema.optional(),
  endDate: isoDaySchema.optional(),
};
const rangeSchema = z.object({
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  granularity: z.enum(['day', 'week', 'month']),
});
const tripMeasuresSchema = measuresSchema.omit({ activeUsers: true, activities: true });

/** Sums of trips over a period: totals, per mode and per bucket (carpool and sessions statistics). */
export const tripMeasuresResponseSchema = z.object({
  data: z.object({
    range: rangeSchema,
    totals: tripMeasuresSchema,
    byMode: z.array(tripMeasuresSchema.extend({ activityType: z.enum(TRANSPORT_MODES) })),
    series: z.array(tripMeasuresSchema.extend({ bucket: isoDaySchema })),
  }),
});
export type TripMeasures = z.infer<typeof tripMeasuresResponseSchema>['data'];

/** `GET /carpoolApi/get-stats-by`: the owner is the organisation or the city with `ownerId`. */
export const carpoolStatsQuerySchema = z.object({
  ownerId: z.uuid(),
  ownerType: ownerTypeSchema.optional(),
  branchId: z.uuid().optional(),
  eventId: z.uuid().optional().describe('Narrows the carpool figures to one of the owner’s carpool events'),
  ...periodQuery,
});

/** The carpool figures of an owner's events (or of one) over a period's occurrences (issue 20). */
export const carpoolFiguresSchema = z.object({
  requests: z.number().int(),
  drivers: z.number().int(),
  seatsFilled: z.number().int(),
  sharedTrips: z.number().int(),
  kmSaved: z.number(),
  ghgSavedKg: z.number(),
});
export type CarpoolFigures = z.infer<typeof carpoolFiguresSchema>;

export const carpoolStatsResponseSchema = z.object({
  data: tripMeasuresResponseSchema.shape.data.extend({ carpool: carpoolFiguresSchema }),
});

/** `GET /sessionsStatsApi/get-raw-sessions-by`: the actor's own organisation or city, one page at a time. */
export const rawSessionsQuerySchema = z.object({
  ...periodQuery,
  branchId: z.uuid().optional(),
  useAlternate: booleanishSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const rawSessionSchema = z.object({
  id: z.string(),
  participantId: z.string(),
  participantName: z.string(),
  activityType: z.enum(TRANSPORT_MODES),
  startTime: z.string(),
  endTime: z.string(),
  day: isoDaySchema,
  distanceKm: z.number(),
  durationMin: z.number(),
  source: z.enum(['app', 'manual']),
  counted: z.boolean(),
  reason: z.string().nullable(),
  countedDistanceKm: z.number(),
  ghgKg: z.number(),
  greenpoints: z.number().int(),
  calories: z.number().int(),
});

export const rawSessionsResponseSchema = z.object({
  data: z.array(rawSessionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});

/**
 * `GET /sessionsStatsApi/get-sessions-by`: distances in whole km (the service answers 400 `distance_not_whole_km`
 * otherwise), both bounds included, on the recorded distance.
 */
export const sessionsByQuerySchema = z.object({
  ...periodQuery,
  branchId: z.uuid().optional(),
  distanceMin: z.coerce.number().min(0).max(2000).optional(),
  distanceMax: z.coerce.number().min(0).max(2000).optional(),
  activityType: z.enum(TRANSPORT_MODES).optional(),
});

const hourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm');

/** `POST /getSessionsTracks`: local days and times of day of the city, both included. */
export const sessionsTracksBodySchema = z.object({
  cityId: z.uuid(),
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  startTime: hourMinute.default('00:00'),
  endTime: hourMinute.default('23:59'),
});

export const sessionsTracksResponseSchema = z.object({
  data: z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        geometry: z.object({
          type: z.literal('LineString'),
          coordinates: z.array(z.tuple([z.number(), z.number()])),
        }),
        properties: z.object({ activityType: z.enum(TRANSPORT_MODES) }),
      }),
    ),
  }),
  truncated: z.boolean(),
  limit: z.number().int(),
});
export type SessionsTracksResponse = z.infer<typeof sessionsTracksResponseSchema>;

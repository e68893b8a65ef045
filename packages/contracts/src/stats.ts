import { z } from 'zod';
import { PERIODS, TRANSPORT_MODES } from './constants.ts';

/**
 * The statistics API (spec section 7, "Stats" and "Carpooling and sessions"). Every answer is `{ data: … }`.
 * Distances are in km, greenhouse gas in kg of CO₂e, durations in minutes; points and counts are integers.
 *
 * Period selection: `period` + `periodKey` (`2026-W47` ISO week, `2026-11` month, `2026` year), or
 * `startDate` (+ `endDate`, required for `range`; computed from the period otherwise). Dates are
 * `YYYY-MM-DD` days in the city's time zone, both ends included.
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const ownerTypeSchema = z.enum(['organisation', 'city']);
export type OwnerType = z.infer<typeof ownerTypeSchema>;

export const statsQuerySchema = z.object({
  ownerType: ownerTypeSchema,
  ownerId: z.uuid(),
  branchId: z.uuid().optional(),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
  period: z.enum(PERIODS).optional(),
  periodKey: z.string().max(20).optional(),
  challenge: z.string().max(100).optional(),
  withAllUsers: booleanish.optional(),
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
    range: z.object({ startDate: isoDay, endDate: isoDay, granularity: z.enum(['day', 'week', 'month']) }),
    previousRange: z.object({ startDate: isoDay, endDate: isoDay }),
    totals: measuresSchema,
    previousTotals: measuresSchema,
    series: z.array(measuresSchema.extend({ bucket: isoDay })),
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
    series: z.array(z.object({ bucket: isoDay, activeUsers: z.number().int(), sessions: z.number().int() })),
  }),
});

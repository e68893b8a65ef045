import { z } from 'zod';
import { TRANSPORT_MODES, TRIP_REASONS } from '@mobiverte/contracts';

export const MAX_TRIPS_PER_BATCH = 500;
/** 500 real trips with their geometries (a few kB each) fit; a geometry is bounded in points by the rules. */
export const TRIPS_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
/** Per participant and per minute, shared by every API process (the database-backed rate limit). */
export const TRIP_BATCHES_PER_MINUTE = 30;
export const TRIPS_PER_MINUTE = 2_000;

export const tripInputSchema = z.object({
  id: z.string().trim().min(1).max(100),
  activityType: z.enum(TRANSPORT_MODES),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  distance: z.number().nonnegative().max(2_000_000),
  geometry: z.string().max(500_000).nullish(),
  source: z.enum(['app', 'manual']).default('app'),
  carpoolMatchId: z
    .uuid()
    .nullish()
    .describe(
      'The carpool match this trip was shared in: kept when the mode is carpool or carpool_electric_car, the ' +
        'match is the participant’s (as driver or rider), confirmed, and of the trip’s day; ignored otherwise',
    ),
});
export type TripInput = z.infer<typeof tripInputSchema>;

export const tripsBodySchema = z.union([tripInputSchema, z.array(tripInputSchema).min(1).max(MAX_TRIPS_PER_BATCH)]);

/**
 * `pending_review`: the trip broke a plausibility rule (the reason is the rule, one of contracts' TRIP_FLAGS) and
 * waits for a city admin; `rejected`: the admin refused it. Neither earns anything. Every reason is one of
 * contracts' TRIP_REASONS.
 */
export const TRIP_STATUSES = ['counted', 'not_counted', 'pending_review', 'rejected', 'refused', 'duplicate'] as const;

export const tripResultSchema = z.object({
  id: z.string(),
  status: z.enum(TRIP_STATUSES),
  reason: z
    .enum(TRIP_REASONS)
    .nullable()
    .describe('Why the trip earned nothing: a plausibility rule, a refusal or a batch refusal; null when counted'),
  distanceKm: z.number(),
  ghgKg: z.number(),
  greenpoints: z.number().int(),
  calories: z.number().int(),
});
export type TripResult = z.infer<typeof tripResultSchema>;

export const tripsResponseSchema = z.object({ data: z.array(tripResultSchema) });

export const participantStatsSchema = z.object({
  data: z.object({
    balance: z.number().int(),
    totals: z.object({
      sessions: z.number().int(),
      distanceKm: z.number(),
      ghgKg: z.number(),
      greenpoints: z.number().int(),
      calories: z.number().int(),
      activeDays: z.number().int(),
    }),
  }),
});

export const transactionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const transactionsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      transactionType: z.string(),
      pointKind: z.string(),
      transactionValue: z.number().int(),
      status: z.string(),
      createdBy: z.string(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ownTripsQuerySchema = transactionsQuerySchema;

/** The participant's own trips, newest first, each with its outcome and reason code for the app to show. */
export const ownTripsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      clientId: z.string(),
      activityType: z.enum(TRANSPORT_MODES),
      startTime: z.string(),
      endTime: z.string(),
      distanceKm: z.number(),
      source: z.enum(['app', 'manual']),
      status: z.enum(TRIP_STATUSES),
      reason: z.enum(TRIP_REASONS).nullable(),
      greenpoints: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const onlineStatusBodySchema = z.object({ state: z.enum(['online', 'offline']) });

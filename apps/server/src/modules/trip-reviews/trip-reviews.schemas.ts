import { z } from 'zod';
import { TRANSPORT_MODES, TRIP_FLAGS, TRIP_REVIEW_STATUSES } from '@mobiverte/contracts';

export const tripReviewsQuerySchema = z.object({
  status: z.enum(TRIP_REVIEW_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TripReviewsQuery = z.infer<typeof tripReviewsQuerySchema>;

export const tripIdParams = z.object({ tripId: z.uuid() });

export const tripReviewSchema = z.object({
  id: z.string(),
  participantId: z.string(),
  participantName: z.string(),
  organisationName: z.string().nullable(),
  activityType: z.enum(TRANSPORT_MODES),
  startTime: z.string(),
  endTime: z.string(),
  distanceKm: z.number(),
  durationMin: z.number(),
  speedKmh: z.number(),
  source: z.enum(['app', 'manual']),
  reason: z.enum(TRIP_FLAGS),
  status: z.enum(TRIP_REVIEW_STATUSES),
  receivedAt: z.string(),
  reviewedAt: z.string().nullable(),
  greenpoints: z.number().int(),
});
export type TripReview = z.infer<typeof tripReviewSchema>;

export const tripReviewListSchema = z.object({
  data: z.array(tripReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

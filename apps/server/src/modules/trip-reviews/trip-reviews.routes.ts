import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { tripIdParams, tripReviewListSchema, tripReviewsQuerySchema } from './trip-reviews.schemas.ts';
import { acceptTripReview, listTripReviews, rejectTripReview } from './trip-reviews.service.ts';

const reviewedSchema = z.object({
  id: z.string(),
  status: z.enum(['accepted', 'rejected']),
  counted: z.boolean(),
  greenpoints: z.number().int(),
});

/** The city's review queue of flagged trips (issue 14): list, accept (credited then), reject. */
export async function registerTripReviewRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/trip-reviews',
    {
      config: { permission: 'trip-reviews.read' },
      schema: { tags: ['trips'], querystring: tripReviewsQuerySchema, response: { 200: tripReviewListSchema } },
    },
    async (request) => listTripReviews(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/trip-reviews/:tripId/accept',
    {
      config: { permission: 'trip-reviews.manage' },
      schema: { tags: ['trips'], params: tripIdParams, response: { 200: dataResponse(reviewedSchema) } },
    },
    async (request) => ({ data: await acceptTripReview(db, await request.getActor(), request.params.tripId) }),
  );
  api.post(
    '/api/trip-reviews/:tripId/reject',
    {
      config: { permission: 'trip-reviews.manage' },
      schema: { tags: ['trips'], params: tripIdParams, response: { 200: dataResponse(reviewedSchema) } },
    },
    async (request) => ({ data: await rejectTripReview(db, await request.getActor(), request.params.tripId) }),
  );
}

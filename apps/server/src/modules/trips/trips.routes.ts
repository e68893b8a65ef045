import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  onlineStatusBodySchema,
  ownTripsQuerySchema,
  ownTripsResponseSchema,
  TRIP_BATCHES_PER_MINUTE,
  TRIPS_BODY_LIMIT_BYTES,
  TRIPS_PER_MINUTE,
  participantStatsSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  tripsBodySchema,
  tripsResponseSchema,
} from './trips.schemas.ts';
import { ingestTrips } from './trips.service.ts';
import {
  getParticipantStats,
  listOwnTrips,
  listParticipantTransactions,
  setOnlineStatus,
} from './participant-self.service.ts';

export async function registerTripRoutes(
  app: FastifyInstance,
  options: { db: Db; rateLimits?: { batchesPerMinute: number; tripsPerMinute: number } },
) {
  const limits = options.rateLimits ?? { batchesPerMinute: TRIP_BATCHES_PER_MINUTE, tripsPerMinute: TRIPS_PER_MINUTE };
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/app/v2/sessions',
    {
      config: { permission: 'trips.create' },
      bodyLimit: TRIPS_BODY_LIMIT_BYTES,
      schema: { tags: ['participant'], body: tripsBodySchema, response: { 200: tripsResponseSchema } },
    },
    async (request) => {
      const actor = requireParticipantActor(await request.getActor());
      const inputs = [request.body].flat();
      // Per participant, across every API process: batches, and trips (a batch counts all of its trips).
      await enforceRateLimit(options.db, `trips:batches:${actor.participantId}`, limits.batchesPerMinute, 60);
      await enforceRateLimit(options.db, `trips:volume:${actor.participantId}`, limits.tripsPerMinute, 60, {
        cost: inputs.length,
      });
      return { data: await ingestTrips(options.db, actor.participantId, inputs) };
    },
  );
  api.get(
    '/api/app/v2/me/stats',
    {
      config: { permission: 'participant-self.read' },
      schema: { tags: ['participant'], response: { 200: participantStatsSchema } },
    },
    async (request) => getParticipantStats(options.db, requireParticipantActor(await request.getActor())),
  );
  api.get(
    '/api/app/v2/me/transactions',
    {
      config: { permission: 'participant-self.read' },
      schema: {
        tags: ['participant'],
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) =>
      listParticipantTransactions(options.db, requireParticipantActor(await request.getActor()), request.query),
  );
  api.get(
    '/api/app/v2/me/trips',
    {
      config: { permission: 'participant-self.read' },
      schema: { tags: ['participant'], querystring: ownTripsQuerySchema, response: { 200: ownTripsResponseSchema } },
    },
    async (request) => listOwnTrips(options.db, requireParticipantActor(await request.getActor()), request.query),
  );
  api.put(
    '/api/app/v2/me/online-status',
    {
      config: { permission: 'participant-self.write' },
      schema: { tags: ['participant'], body: onlineStatusBodySchema },
    },
    async (request, reply) => {
      await setOnlineStatus(options.db, requireParticipantActor(await request.getActor()), request.body.state);
      return reply.status(204).send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import {
  onlineStatusBodySchema,
  participantStatsSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  tripsBodySchema,
  tripsResponseSchema,
} from './trips.schemas.ts';
import { ingestTrips } from './trips.service.ts';
import { getParticipantStats, listParticipantTransactions, setOnlineStatus } from './participant-self.service.ts';

export async function registerTripRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/app/v2/sessions',
    {
      config: { permission: 'trips.create' },
      bodyLimit: 20 * 1024 * 1024,
      schema: { tags: ['participant'], body: tripsBodySchema, response: { 200: tripsResponseSchema } },
    },
    async (request) => {
      const actor = requireParticipantActor(await request.getActor());
      return { data: await ingestTrips(options.db, actor.participantId, [request.body].flat()) };
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

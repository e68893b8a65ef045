import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { claimOrder, listParticipantOrders, showOrderCode } from './participant-orders.service.ts';
import {
  orderIdParams,
  participantOrderResponseSchema,
  participantOrdersQuerySchema,
  participantOrdersResponseSchema,
  spendBodySchema,
  spendHeadersSchema,
  spendResponseSchema,
} from './spending.schemas.ts';
import { spend } from './spending.service.ts';

export async function registerSpendingRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.post(
    '/api/app/v2/transaction/spend',
    {
      config: { permission: 'spending.create' },
      schema: {
        tags: ['participant'],
        description:
          'Spends greenpoints on a product. Requires an Idempotency-Key header: a retry with the same key and body replays the first answer.',
        headers: spendHeadersSchema,
        body: spendBodySchema,
        response: { 200: spendResponseSchema },
      },
    },
    async (request) => {
      const actor = requireParticipantActor(await request.getActor());
      return spend(db, actor.participantId, request.body, request.headers['idempotency-key']);
    },
  );
  api.get(
    '/api/app/v2/orders',
    {
      config: { permission: 'participant-orders.read' },
      schema: {
        tags: ['participant'],
        querystring: participantOrdersQuerySchema,
        response: { 200: participantOrdersResponseSchema },
      },
    },
    async (request) =>
      listParticipantOrders(db, requireParticipantActor(await request.getActor()).participantId, request.query),
  );
  api.post(
    '/api/app/v2/orders/:orderId/claim',
    {
      config: { permission: 'participant-orders.write' },
      schema: { tags: ['participant'], params: orderIdParams, response: { 200: participantOrderResponseSchema } },
    },
    async (request) =>
      claimOrder(db, requireParticipantActor(await request.getActor()).participantId, request.params.orderId),
  );
  api.post(
    '/api/app/v2/orders/:orderId/show-code',
    {
      config: { permission: 'participant-orders.write' },
      schema: { tags: ['participant'], params: orderIdParams, response: { 200: participantOrderResponseSchema } },
    },
    async (request) =>
      showOrderCode(db, requireParticipantActor(await request.getActor()).participantId, request.params.orderId),
  );
}

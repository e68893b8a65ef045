import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import {
  createStoreBodySchema,
  merchantIdSchema,
  storeIdParams,
  storeListSchema,
  storeSchema,
  storesQuerySchema,
  updateStoreBodySchema,
} from './stores.schemas.ts';
import { createStore, editStore, getNewMerchantId, getStore, listStoresFor, removeStore } from './stores.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerStoreRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/stores',
    {
      config: { permission: 'stores.read' },
      schema: { tags: ['stores'], querystring: storesQuerySchema, response: { 200: storeListSchema } },
    },
    async (request) => listStoresFor(db, await request.getActor(), request.query.tenantId),
  );
  api.get(
    '/api/stores/:storeId',
    {
      config: { permission: 'stores.read' },
      schema: { tags: ['stores'], params: storeIdParams, response: { 200: dataResponse(storeSchema) } },
    },
    async (request) => ({ data: await getStore(db, await request.getActor(), request.params.storeId) }),
  );
  api.post(
    '/api/stores',
    {
      config: { permission: 'stores.manage' },
      schema: { tags: ['stores'], body: createStoreBodySchema, response: { 201: dataResponse(storeSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createStore(db, await request.getActor(), request.body) }),
  );
  api.put(
    '/api/stores/:storeId',
    {
      config: { permission: 'stores.manage' },
      schema: {
        tags: ['stores'],
        params: storeIdParams,
        body: updateStoreBodySchema,
        response: { 200: dataResponse(storeSchema) },
      },
    },
    async (request) => ({ data: await editStore(db, await request.getActor(), request.params.storeId, request.body) }),
  );
  api.delete(
    '/api/stores/:storeId',
    {
      config: { permission: 'stores.manage' },
      schema: { tags: ['stores'], params: storeIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeStore(db, await request.getActor(), request.params.storeId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/getNewMerchantId',
    {
      config: { permission: 'stores.manage' },
      schema: {
        tags: ['stores'],
        description:
          'A spec call (section 7: "Response has merchantId"): it answers `{ merchantId }` at the top level, not inside `data` like the other resources.',
        response: { 200: merchantIdSchema },
      },
    },
    async (request) => getNewMerchantId(db, await request.getActor()),
  );
}

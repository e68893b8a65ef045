import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { carpoolEventIdParams, carpoolEventListSchema, carpoolEventSchema } from './carpool-events.schemas.ts';
import { getCarpoolEvent, listCarpoolEventsFor } from './carpool-events.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerCarpoolEventRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/carpool-events',
    {
      config: { permission: 'carpool-events.read' },
      schema: { tags: ['carpool'], response: { 200: carpoolEventListSchema } },
    },
    async (request) => listCarpoolEventsFor(options.db, await request.getActor()),
  );
  api.get(
    '/api/carpool-events/:id',
    {
      config: { permission: 'carpool-events.read' },
      schema: { tags: ['carpool'], params: carpoolEventIdParams, response: { 200: dataResponse(carpoolEventSchema) } },
    },
    async (request) => ({ data: await getCarpoolEvent(options.db, await request.getActor(), request.params.id) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { cityOverviewSchema } from './city-overview.schemas.ts';
import { getCityOverview } from './city-overview.service.ts';

export async function registerCityOverviewRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cities/:cityId/overview',
    {
      config: { permission: 'city-overview.read' },
      schema: {
        tags: ['cities'],
        summary: "The programme's overview for /manage: admins and co-admins, organisations' sizes, merchants",
        params: z.object({ cityId: z.uuid() }),
        response: { 200: dataResponse(cityOverviewSchema) },
      },
    },
    async (request) => ({ data: await getCityOverview(options.db, await request.getActor(), request.params.cityId) }),
  );
}

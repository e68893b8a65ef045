import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { cityIdParams, citySummarySchema, publicCitiesSchema } from './cities.schemas.ts';
import { getCitySummary, listPublicCities } from './cities.service.ts';

export async function registerCityRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/public/cities',
    {
      config: { permission: 'public-cities.list' },
      schema: { tags: ['cities'], response: { 200: publicCitiesSchema } },
    },
    async () => listPublicCities(options.db),
  );
  api.get(
    '/api/cities/:cityId/summary',
    {
      config: { permission: 'cities.read' },
      schema: { tags: ['cities'], params: cityIdParams, response: { 200: citySummarySchema } },
    },
    async (request) => getCitySummary(options.db, await request.getActor(), request.params.cityId),
  );
}

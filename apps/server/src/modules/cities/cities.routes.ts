import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { cityProfileBodySchema, cityProfileSchema } from './city-profile.schemas.ts';
import { getCityProfile, updateCityProfile } from './city-profile.service.ts';
import { cityIdParams, citySummarySchema, publicCitiesSchema } from './cities.schemas.ts';
import { getCitySummary, listPublicCities } from './cities.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

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
      schema: { tags: ['cities'], params: cityIdParams, response: { 200: dataResponse(citySummarySchema) } },
    },
    async (request) => ({ data: await getCitySummary(options.db, await request.getActor(), request.params.cityId) }),
  );
  api.get(
    '/api/cities/:cityId/profile',
    {
      config: { permission: 'cities.read' },
      schema: { tags: ['cities'], params: cityIdParams, response: { 200: dataResponse(cityProfileSchema) } },
    },
    async (request) => ({ data: await getCityProfile(options.db, await request.getActor(), request.params.cityId) }),
  );
  api.put(
    '/api/cities/:cityId/profile',
    {
      config: { permission: 'cities.write' },
      schema: {
        tags: ['cities'],
        params: cityIdParams,
        body: cityProfileBodySchema,
        response: { 200: dataResponse(cityProfileSchema) },
      },
    },
    async (request) => ({
      data: await updateCityProfile(options.db, await request.getActor(), request.params.cityId, request.body),
    }),
  );
}

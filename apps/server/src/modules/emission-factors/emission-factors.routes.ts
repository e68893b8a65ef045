import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cityEmissionFactorsSchema,
  emissionFactorsInput,
  recomputeInput,
  recomputeResultSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { cityParams, historyQuerySchema, historySchema } from './emission-factors.schemas.ts';
import {
  getEmissionFactors,
  listEmissionFactorHistory,
  recomputeEmissions,
  saveEmissionFactors,
} from './emission-factors.service.ts';

/** A city's emission factors per mode (issue 21 §1): read, saved with their history, and a period recomputed. */
export async function registerEmissionFactorRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['emissions'];
  api.get(
    '/api/cities/:cityId/emission-factors',
    {
      config: { permission: 'emission-factors.read' },
      schema: {
        tags,
        summary: "The factors in force (the city's own over the defaults, with source and year) and the switch",
        params: cityParams,
        response: { 200: dataResponse(cityEmissionFactorsSchema) },
      },
    },
    async (request) => ({ data: await getEmissionFactors(db, await request.getActor(), request.params.cityId) }),
  );
  api.put(
    '/api/cities/:cityId/emission-factors',
    {
      config: { permission: 'emission-factors.write' },
      schema: {
        tags,
        summary:
          "Saves the city's own factors (a mode left out, or equal to the default, uses the default) and the switch to per-mode factors, which applies to trips from now on; each change is kept in the history",
        params: cityParams,
        body: emissionFactorsInput,
        response: { 200: dataResponse(cityEmissionFactorsSchema) },
      },
    },
    async (request) => ({
      data: await saveEmissionFactors(db, await request.getActor(), request.params.cityId, request.body),
    }),
  );
  api.get(
    '/api/cities/:cityId/emission-factors/history',
    {
      config: { permission: 'emission-factors.read' },
      schema: {
        tags,
        summary: 'The changes of the factors, the switch and the recomputations, newest first, with who and when',
        params: cityParams,
        querystring: historyQuerySchema,
        response: { 200: historySchema },
      },
    },
    async (request) => listEmissionFactorHistory(db, await request.getActor(), request.params.cityId, request.query),
  );
  api.post(
    '/api/cities/:cityId/emission-factors/recompute',
    {
      config: { permission: 'emission-factors.write' },
      schema: {
        tags,
        summary:
          "Re-evaluates the GHG avoided of the city's counted trips of a period (366 days at most) with the factors in force and rebuilds the statistics; greenpoints already credited are unchanged",
        params: cityParams,
        body: recomputeInput,
        response: { 200: dataResponse(recomputeResultSchema) },
      },
    },
    async (request) => ({
      data: await recomputeEmissions(db, await request.getActor(), request.params.cityId, request.body),
    }),
  );
}

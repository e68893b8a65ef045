import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { organisationIdParams, organisationSummarySchema } from './organisations.schemas.ts';
import { getOrganisationSummary } from './organisations.service.ts';

export async function registerOrganisationRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/organisations/:organisationId/summary',
    {
      config: { permission: 'organisations.read' },
      schema: { tags: ['organisations'], params: organisationIdParams, response: { 200: organisationSummarySchema } },
    },
    async (request) => getOrganisationSummary(options.db, await request.getActor(), request.params.organisationId),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { tenantIdParams, tenantSummarySchema } from './tenants.schemas.ts';
import { getTenantSummary } from './tenants.service.ts';

export async function registerTenantRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tenants/:tenantId/summary',
    {
      config: { permission: 'tenants.read' },
      schema: { tags: ['tenants'], params: tenantIdParams, response: { 200: tenantSummarySchema } },
    },
    async (request) => getTenantSummary(options.db, await request.getActor(), request.params.tenantId),
  );
}

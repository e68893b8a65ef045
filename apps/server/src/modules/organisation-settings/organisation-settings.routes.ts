import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { limitPatchSchema, limitsResponseSchema, organisationParams } from './organisation-settings.schemas.ts';
import { getLimits, mergeLimit } from './organisation-settings.service.ts';

export async function registerOrganisationSettingsRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/organisations/:organisationId/settings/limits',
    {
      config: { permission: 'organisation-limits.read' },
      schema: { tags: ['settings'], params: organisationParams, response: { 200: limitsResponseSchema } },
    },
    async (request) => getLimits(options.db, await request.getActor(), request.params.organisationId),
  );
  api.patch(
    '/api/organisations/:organisationId/settings/limits',
    {
      config: { permission: 'organisation-limits.write' },
      schema: {
        tags: ['settings'],
        params: organisationParams,
        body: limitPatchSchema,
        response: { 200: limitsResponseSchema },
      },
    },
    async (request) => mergeLimit(options.db, await request.getActor(), request.params.organisationId, request.body),
  );
}

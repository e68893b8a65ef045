import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { z } from 'zod';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  organisationProfileBodySchema,
  organisationProfileSchema,
  publicInvitationSchema,
} from './organisation-profile.schemas.ts';
import {
  getOrganisationProfile,
  getPublicInvitation,
  updateOrganisationProfile,
} from './organisation-profile.service.ts';
import { organisationIdParams, organisationSummarySchema } from './organisations.schemas.ts';
import { getOrganisationSummary } from './organisations.service.ts';

export async function registerOrganisationRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/organisations/:organisationId',
    {
      config: { permission: 'organisations.read' },
      schema: { tags: ['organisations'], params: organisationIdParams, response: { 200: organisationProfileSchema } },
    },
    async (request) => getOrganisationProfile(options.db, await request.getActor(), request.params.organisationId),
  );
  api.put(
    '/api/organisations/:organisationId',
    {
      config: { permission: 'organisations.write' },
      schema: {
        tags: ['organisations'],
        params: organisationIdParams,
        body: organisationProfileBodySchema,
        response: { 200: organisationProfileSchema },
      },
    },
    async (request) =>
      updateOrganisationProfile(options.db, await request.getActor(), request.params.organisationId, request.body),
  );
  api.get(
    '/api/public/invitations/:inviteCode',
    {
      config: { permission: 'public-invitations.read' },
      schema: {
        tags: ['organisations'],
        params: z.object({ inviteCode: z.string().min(4).max(20) }),
        response: { 200: publicInvitationSchema },
      },
    },
    async (request) => {
      await enforceRateLimit(options.db, `invitation:${request.ip}`, 60, 60);
      return getPublicInvitation(options.db, request.params.inviteCode);
    },
  );
  api.get(
    '/api/organisations/:organisationId/summary',
    {
      config: { permission: 'organisations.read' },
      schema: { tags: ['organisations'], params: organisationIdParams, response: { 200: organisationSummarySchema } },
    },
    async (request) => getOrganisationSummary(options.db, await request.getActor(), request.params.organisationId),
  );
}

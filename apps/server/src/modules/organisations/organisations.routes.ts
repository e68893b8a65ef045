import { line } from '@mobiverte/contracts';
import { deleteOrganisation, setOrganisationActive } from './organisation-account.service.ts';
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
import { dataResponse } from '../../lib/data-response.ts';

export async function registerOrganisationRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/organisations/:organisationId',
    {
      config: { permission: 'organisations.read' },
      schema: {
        tags: ['organisations'],
        params: organisationIdParams,
        response: { 200: dataResponse(organisationProfileSchema) },
      },
    },
    async (request) => ({
      data: await getOrganisationProfile(options.db, await request.getActor(), request.params.organisationId),
    }),
  );
  api.put(
    '/api/organisations/:organisationId',
    {
      config: { permission: 'organisations.write' },
      schema: {
        tags: ['organisations'],
        params: organisationIdParams,
        body: organisationProfileBodySchema,
        response: { 200: dataResponse(organisationProfileSchema) },
      },
    },
    async (request) => ({
      data: await updateOrganisationProfile(
        options.db,
        await request.getActor(),
        request.params.organisationId,
        request.body,
      ),
    }),
  );
  const activationResponse = z.object({ id: z.string(), active: z.boolean() });
  api.post(
    '/api/v2/activation/organizations/:organizationId',
    {
      config: { permission: 'organisations.activate' },
      schema: {
        tags: ['organisations'],
        description:
          'A city admin activates an organisation of its city again. A spec call (section 7, v2/activation): it keeps the answer `{ id, active }` at the top level, not inside `data` like the other resources.',
        params: z.object({ organizationId: z.uuid() }),
        response: { 200: activationResponse },
      },
    },
    async (request) => setOrganisationActive(options.db, await request.getActor(), request.params.organizationId, true),
  );
  api.post(
    '/api/organisations/:organisationId/deactivate',
    {
      config: { permission: 'organisations.delete' },
      schema: {
        tags: ['organisations'],
        params: organisationIdParams,
        response: { 200: dataResponse(activationResponse) },
      },
    },
    async (request) => ({
      data: await setOrganisationActive(options.db, await request.getActor(), request.params.organisationId, false),
    }),
  );
  api.delete(
    '/api/app/v2/delete/organizations/:organizationId/:mode',
    {
      config: { permission: 'organisations.delete' },
      schema: {
        tags: ['organisations'],
        description:
          'Deletes the organisation and its account. `mode` is `deaffiliate`: participants are de-affiliated and keep their data.',
        params: z.object({ organizationId: z.uuid(), mode: z.literal('deaffiliate') }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteOrganisation(options.db, await request.getActor(), request.params.organizationId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/public/invitations/:inviteCode',
    {
      config: { permission: 'public-invitations.read' },
      schema: {
        tags: ['organisations'],
        params: z.object({ inviteCode: line().min(4).max(20) }),
        response: { 200: dataResponse(publicInvitationSchema) },
      },
    },
    async (request) => {
      await enforceRateLimit(options.db, `invitation:${request.ip}`, 60, 60);
      return { data: await getPublicInvitation(options.db, request.params.inviteCode) };
    },
  );
  api.get(
    '/api/organisations/:organisationId/summary',
    {
      config: { permission: 'organisations.read' },
      schema: {
        tags: ['organisations'],
        params: organisationIdParams,
        response: { 200: dataResponse(organisationSummarySchema) },
      },
    },
    async (request) => ({
      data: await getOrganisationSummary(options.db, await request.getActor(), request.params.organisationId),
    }),
  );
}

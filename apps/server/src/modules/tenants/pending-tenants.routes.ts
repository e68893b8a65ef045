import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { TenantMailContext } from './tenant-accounts.service.ts';
import { CLIENT_IP_HEADER } from '../../auth/auth.ts';
import { sendWebResponse } from '../../auth/auth.routes.ts';
import type { Db } from '../../db/connection.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  confirmedTenantSchema,
  confirmPendingTenantBodySchema,
  pendingTenantIdParams,
  pendingTenantListSchema,
  publicPendingTenantSchema,
  registeredTenantSchema,
  registerTenantBodySchema,
} from './pending-tenants.schemas.ts';
import {
  confirmPendingTenant,
  confirmPendingTenantByLink,
  getPublicPendingTenant,
  listPendingTenants,
  registerTenant,
  removePendingTenant,
} from './pending-tenants.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerPendingTenantRoutes(app: FastifyInstance, options: TenantMailContext & { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.post(
    '/api/register/tenant',
    {
      config: { permission: 'tenant-registration.create' },
      schema: {
        tags: ['merchants'],
        body: registerTenantBodySchema,
        response: { 201: dataResponse(registeredTenantSchema) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `register:${request.ip}`, 20, 3600);
      return reply.status(201).send({ data: await registerTenant(options, request.body) });
    },
  );
  api.get(
    '/api/public/pending-tenants/:pendingTenantId',
    {
      config: { permission: 'tenant-confirmation.respond' },
      schema: {
        tags: ['merchants'],
        params: pendingTenantIdParams,
        response: { 200: dataResponse(publicPendingTenantSchema) },
      },
    },
    async (request) => {
      await enforceRateLimit(db, `tenant-confirmation:${request.ip}`, 60, 60);
      return { data: await getPublicPendingTenant(db, request.params.pendingTenantId) };
    },
  );
  api.post(
    '/api/public/pending-tenants/:pendingTenantId/confirm',
    {
      config: { permission: 'tenant-confirmation.respond' },
      schema: { tags: ['merchants'], params: pendingTenantIdParams, body: confirmPendingTenantBodySchema },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `tenant-confirmation:${request.ip}`, 60, 60);
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await confirmPendingTenantByLink(
        options,
        request.params.pendingTenantId,
        request.body.password,
        headers,
      );
      return sendWebResponse(reply, response);
    },
  );
  api.get(
    '/api/pending-tenants',
    {
      config: { permission: 'pending-tenants.read' },
      schema: { tags: ['merchants'], response: { 200: pendingTenantListSchema } },
    },
    async (request) => listPendingTenants(db, await request.getActor()),
  );
  api.post(
    '/api/pending-tenants/:pendingTenantId/confirm',
    {
      config: { permission: 'pending-tenants.manage' },
      schema: {
        tags: ['merchants'],
        params: pendingTenantIdParams,
        response: { 201: dataResponse(confirmedTenantSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await confirmPendingTenant(options, await request.getActor(), request.params.pendingTenantId) }),
  );
  api.delete(
    '/api/pending-tenants/:pendingTenantId',
    {
      config: { permission: 'pending-tenants.manage' },
      schema: { tags: ['merchants'], params: pendingTenantIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removePendingTenant(db, await request.getActor(), request.params.pendingTenantId);
      return reply.status(204).send(null);
    },
  );
}

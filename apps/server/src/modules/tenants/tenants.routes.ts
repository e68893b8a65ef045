import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import {
  createdTenantSchema,
  createTenantBodySchema,
  tenantIdParams,
  tenantListSchema,
  tenantProfileBodySchema,
  tenantProfileSchema,
  tenantSummarySchema,
} from './tenants.schemas.ts';
import { pickLocale } from '../../mail/templates.ts';
import type { TenantMailContext } from './tenant-accounts.service.ts';
import {
  createTenant,
  editTenantProfile,
  getTenantProfile,
  getTenantSummary,
  listTenantsFor,
  removeTenant,
} from './tenants.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerTenantRoutes(app: FastifyInstance, options: TenantMailContext & { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/tenants/:tenantId/summary',
    {
      config: { permission: 'tenants.read' },
      schema: { tags: ['tenants'], params: tenantIdParams, response: { 200: dataResponse(tenantSummarySchema) } },
    },
    async (request) => ({ data: await getTenantSummary(db, await request.getActor(), request.params.tenantId) }),
  );
  api.get(
    '/api/tenants',
    { config: { permission: 'tenants.read' }, schema: { tags: ['tenants'], response: { 200: tenantListSchema } } },
    async (request) => listTenantsFor(db, await request.getActor()),
  );
  api.get(
    '/api/tenants/:tenantId',
    {
      config: { permission: 'tenants.read' },
      schema: { tags: ['tenants'], params: tenantIdParams, response: { 200: dataResponse(tenantProfileSchema) } },
    },
    async (request) => ({ data: await getTenantProfile(db, await request.getActor(), request.params.tenantId) }),
  );
  api.put(
    '/api/tenants/:tenantId',
    {
      config: { permission: 'tenants.write' },
      schema: {
        tags: ['tenants'],
        params: tenantIdParams,
        body: tenantProfileBodySchema,
        response: { 200: dataResponse(tenantProfileSchema) },
      },
    },
    async (request) => ({
      data: await editTenantProfile(db, await request.getActor(), request.params.tenantId, request.body),
    }),
  );
  api.post(
    '/api/tenants',
    {
      config: { permission: 'tenants.manage' },
      schema: { tags: ['tenants'], body: createTenantBodySchema, response: { 201: dataResponse(createdTenantSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createTenant(options, await request.getActor(), {
          ...request.body,
          locale: pickLocale(request.headers['accept-language']),
        }),
      }),
  );
  api.delete(
    '/api/tenants/:tenantId',
    {
      config: { permission: 'tenants.manage' },
      schema: { tags: ['tenants'], params: tenantIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeTenant(db, await request.getActor(), request.params.tenantId);
      return reply.status(204).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import {
  branchIdParams,
  branchListSchema,
  branchPatchSchema,
  branchSchema,
  branchesQuerySchema,
  createBranchBodySchema,
  regionListSchema,
} from './branches.schemas.ts';
import {
  createBranch,
  editBranch,
  getBranch,
  listBranchesFor,
  listRegionsFor,
  removeBranch,
} from './branches.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerBranchRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/branches',
    {
      config: { permission: 'branches.read' },
      schema: { tags: ['branches'], querystring: branchesQuerySchema, response: { 200: branchListSchema } },
    },
    async (request) => listBranchesFor(db, await request.getActor(), request.query.organisationId),
  );
  api.get(
    '/api/branches/:branchId',
    {
      config: { permission: 'branches.read' },
      schema: { tags: ['branches'], params: branchIdParams, response: { 200: dataResponse(branchSchema) } },
    },
    async (request) => ({ data: await getBranch(db, await request.getActor(), request.params.branchId) }),
  );
  api.post(
    '/api/branches',
    {
      config: { permission: 'branches.write' },
      schema: { tags: ['branches'], body: createBranchBodySchema, response: { 201: dataResponse(branchSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBranch(db, await request.getActor(), request.body) }),
  );
  api.patch(
    '/api/branches/:branchId',
    {
      config: { permission: 'branches.write' },
      schema: {
        tags: ['branches'],
        params: branchIdParams,
        body: branchPatchSchema,
        response: { 200: dataResponse(branchSchema) },
      },
    },
    async (request) => ({
      data: await editBranch(db, await request.getActor(), request.params.branchId, request.body),
    }),
  );
  api.delete(
    '/api/branches/:branchId',
    {
      config: { permission: 'branches.write' },
      schema: { tags: ['branches'], params: branchIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeBranch(db, await request.getActor(), request.params.branchId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/regions',
    { config: { permission: 'regions.read' }, schema: { tags: ['branches'], response: { 200: regionListSchema } } },
    async (request) => listRegionsFor(db, await request.getActor()),
  );
}

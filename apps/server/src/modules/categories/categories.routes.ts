import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import {
  categoryBodySchema,
  categoryIdParams,
  categoryListSchema,
  categoryPatchSchema,
  categorySchema,
} from './categories.schemas.ts';
import { createCategory, editCategory, getCategory, listCategoriesFor, removeCategory } from './categories.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerCategoryRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/categories',
    {
      config: { permission: 'categories.read' },
      schema: { tags: ['categories'], response: { 200: categoryListSchema } },
    },
    async (request) => listCategoriesFor(db, await request.getActor()),
  );
  api.post(
    '/api/categories',
    {
      config: { permission: 'categories.manage' },
      schema: { tags: ['categories'], body: categoryBodySchema, response: { 201: dataResponse(categorySchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCategory(db, await request.getActor(), request.body) }),
  );
  api.get(
    '/api/categories/:categoryId',
    {
      config: { permission: 'categories.manage' },
      schema: { tags: ['categories'], params: categoryIdParams, response: { 200: dataResponse(categorySchema) } },
    },
    async (request) => ({ data: await getCategory(db, await request.getActor(), request.params.categoryId) }),
  );
  api.patch(
    '/api/categories/:categoryId',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags: ['categories'],
        params: categoryIdParams,
        body: categoryPatchSchema,
        response: { 200: dataResponse(categorySchema) },
      },
    },
    async (request) => ({
      data: await editCategory(db, await request.getActor(), request.params.categoryId, request.body),
    }),
  );
  api.delete(
    '/api/categories/:categoryId',
    {
      config: { permission: 'categories.manage' },
      schema: { tags: ['categories'], params: categoryIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeCategory(db, await request.getActor(), request.params.categoryId);
      return reply.status(204).send(null);
    },
  );
}

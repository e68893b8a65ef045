import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '@mobiverte/contracts';
import { requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { getMe } from './me.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerMeRoutes(app: FastifyInstance, options: { db: Db; productKey: string }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/me',
      { config: { permission: 'me.read' }, schema: { tags: ['account'], response: { 200: dataResponse(meSchema) } } },
      async (request) => ({
        data: await getMe(options.db, requireDashboardActor(await request.getActor()), options.productKey),
      }),
    );
}

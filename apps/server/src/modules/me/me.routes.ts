import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '@mobiverte/contracts';
import { requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { getMe } from './me.service.ts';

export async function registerMeRoutes(app: FastifyInstance, options: { db: Db; productKey: string }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/me',
      { config: { permission: 'me.read' }, schema: { tags: ['account'], response: { 200: meSchema } } },
      async (request) => getMe(options.db, requireDashboardActor(await request.getActor()), options.productKey),
    );
}

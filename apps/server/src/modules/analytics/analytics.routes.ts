import { line } from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { recordPageView } from './analytics.service.ts';

const pageViewBody = z.object({
  path: line().min(1).max(500).startsWith('/'),
  title: line().max(300).optional(),
});

export async function registerAnalyticsRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/analytics/page-views',
    {
      config: { permission: 'page-views.create' },
      schema: { tags: ['analytics'], body: pageViewBody, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await enforceRateLimit(options.db, `page-view:${request.ip}`, 600, 60);
      await recordPageView(
        options.db,
        await request.getActor().catch(() => ({ kind: 'anonymous' as const })),
        request.body,
      );
      return reply.status(204).send(null);
    },
  );
}

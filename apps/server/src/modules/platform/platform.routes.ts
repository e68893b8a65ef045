import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { brandingSchema, errorResponseSchema, type Branding } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { sendError } from '../../lib/error-handler.ts';

export async function registerPlatformRoutes(app: FastifyInstance, options: { db: Db; branding: Branding }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/health',
    {
      config: { permission: 'health.read' },
      schema: {
        tags: ['platform'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      try {
        await options.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send(sendError(503, 'database_unreachable', 'The database cannot be reached'));
      }
    },
  );
  api.get(
    '/api/branding',
    { config: { permission: 'branding.read' }, schema: { tags: ['platform'], response: { 200: brandingSchema } } },
    async () => options.branding,
  );
}

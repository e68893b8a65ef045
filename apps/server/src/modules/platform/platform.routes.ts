import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandingSchema, errorResponseSchema, type Branding } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../lib/errors.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { pingDatabase } from './platform.repository.ts';

export async function registerPlatformRoutes(app: FastifyInstance, options: { db: Db; branding: Branding }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/health',
    {
      config: { permission: 'health.read' },
      schema: {
        tags: ['platform'],
        response: { 200: dataResponse(z.object({ status: z.literal('ok') })), 503: errorResponseSchema },
      },
    },
    async () => {
      try {
        await pingDatabase(options.db);
      } catch {
        throw new AppError(503, 'database_unreachable', 'The database cannot be reached');
      }
      return { data: { status: 'ok' as const } };
    },
  );
  api.get(
    '/api/branding',
    {
      config: { permission: 'branding.read' },
      schema: { tags: ['platform'], response: { 200: dataResponse(brandingSchema) } },
    },
    async () => ({ data: options.branding }),
  );
}

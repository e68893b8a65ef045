import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandingSchema, errorResponseSchema, type Branding } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../lib/errors.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { pingDatabase } from './platform.repository.ts';

export async function registerPlatformRoutes(
  app: FastifyInstance,
  options: { db: Db; branding: Branding; draining?: () => boolean },
) {
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
      // A process that is shutting down still serves, but tells the proxy's health check to stop sending to it.
      if (options.draining?.()) throw new AppError(503, 'shutting_down', 'This process is shutting down');
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

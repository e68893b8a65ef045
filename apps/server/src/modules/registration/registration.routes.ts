import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/connection.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { registerOrganisationBody, registerOrganisationResponse } from './registration.schemas.ts';
import { registerOrganisation } from './registration.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerRegistrationRoutes(
  app: FastifyInstance,
  options: { db: Db; auth: Auth; mailer: Mailer; appUrl: string; brandName: string },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/register/organisation',
    {
      config: { permission: 'registration.create' },
      schema: {
        tags: ['registration'],
        body: registerOrganisationBody,
        response: { 201: dataResponse(registerOrganisationResponse) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(options.db, `register:${request.ip}`, 20, 3600);
      await registerOrganisation(options, request.body, fromNodeHeaders(request.headers));
      return reply.status(201).send({ data: { emailSent: true as const } });
    },
  );
}

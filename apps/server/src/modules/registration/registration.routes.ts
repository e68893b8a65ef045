import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/connection.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { registerOrganisationBody, registerOrganisationResponse } from './registration.schemas.ts';
import { registerOrganisation } from './registration.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerRegistrationRoutes(app: FastifyInstance, options: { db: Db; auth: Auth }) {
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
      const { organisationId, response } = await registerOrganisation(
        options.db,
        options.auth,
        request.body,
        fromNodeHeaders(request.headers),
      );
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const token = response.headers.get('set-auth-token');
      if (token) reply.header('set-auth-token', token);
      return reply.status(201).send({ data: { organisationId } });
    },
  );
}

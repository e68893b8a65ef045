import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { participantRegistrationBody } from '@mobiverte/contracts';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/connection.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { registerOrganisationBody, registerOrganisationResponse } from './registration.schemas.ts';
import { registerOrganisation } from './registration.service.ts';
import { registerParticipant } from './participant-registration.service.ts';
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

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/register/participant',
    {
      config: { permission: 'participant-registration.create' },
      schema: {
        tags: ['registration'],
        description:
          "A participant signs up with their organisation's invite code (any case, spaces ignored): the account " +
          'joins that organisation and its city. The answer is the same for an email that already has an account ' +
          "(that address gets an email saying so). The app's sign-in opens once the emailed link is followed; the " +
          'link lands on `/inscription/confirmee`. Errors: `invite_code_unknown` (no organisation, or a deactivated ' +
          "one), `terms_not_accepted`, the password policy's codes, `rate_limited` (60 an hour per IP, apart from " +
          "the organisations' registrations: colleagues often sign up together from one office network).",
        body: participantRegistrationBody,
        response: { 201: dataResponse(registerOrganisationResponse) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(options.db, `register-participant:${request.ip}`, 60, 3600);
      await registerParticipant(options, request.body, fromNodeHeaders(request.headers));
      return reply.status(201).send({ data: { emailSent: true as const } });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityOnboardingBody, cityOnboardingResponse, PLATFORM_TOKEN_HEADER } from '@mobiverte/contracts';
import { dataResponse } from '../../lib/data-response.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  assertOnboardingEnabled,
  assertPlatformOperator,
  onboardCity,
  type CityOnboardingContext,
} from './city-onboarding.service.ts';

/** Per client address and hour, wrong tokens included (a token is 32+ characters: guessing it is hopeless). */
const ONBOARDING_RATE_LIMIT = 30;

export async function registerCityOnboardingRoutes(app: FastifyInstance, options: CityOnboardingContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/platform/cities',
    {
      config: { permission: 'platform.cities.create' },
      // before the body is read: without the feature or the token, nothing is said about what the body should be
      preValidation: async (request) => {
        const expected = options.platformOperatorToken;
        assertOnboardingEnabled(expected);
        await enforceRateLimit(options.db, `platform-cities:${request.ip}`, ONBOARDING_RATE_LIMIT, 3600);
        assertPlatformOperator(expected, request.headers[PLATFORM_TOKEN_HEADER]);
      },
      schema: {
        tags: ['platform'],
        description:
          'A platform operator creates a city and its first administrator, with the secret `PLATFORM_OPERATOR_TOKEN` ' +
          'in the `x-platform-token` header. In one transaction: the city (default features: the product add-on, ' +
          'no carpooling app), the admin’s credentials (email verified, a random password) and the city admin. The ' +
          'admin is then emailed, in their language, a link valid 7 days to choose a password (the password reset ' +
          'flow); the city dashboard opens at `/city/login` afterwards. Errors: `not_found` (the deployment has no ' +
          'PLATFORM_OPERATOR_TOKEN: the feature does not exist), `platform_token_invalid` (401, the header is ' +
          'missing or wrong), `validation_failed` (the details name the field, e.g. `city.timezone`), ' +
          '`email_already_exists` (409, any account holds the admin’s email; nothing is created), `rate_limited` ' +
          `(${ONBOARDING_RATE_LIMIT} an hour per IP).`,
        headers: z.object({ [PLATFORM_TOKEN_HEADER]: z.string().max(1024).optional() }),
        body: cityOnboardingBody,
        response: { 201: dataResponse(cityOnboardingResponse) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await onboardCity(options, request.body) }),
  );
}

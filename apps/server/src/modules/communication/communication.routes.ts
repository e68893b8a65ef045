import {
  audienceCountQuery,
  audienceCountSchema,
  communicationPreferencesInput,
  communicationPreferencesSchema,
} from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { changeCommunicationPreferences, countAudienceFor, getCommunicationPreferences } from './audience.service.ts';

/** What notifications and email campaigns share (issue 18): the audience's count and the participant's channels. */
export async function registerCommunicationRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.post(
    '/api/audience/count',
    {
      config: { permission: 'audience.read' },
      schema: {
        tags: ['communication'],
        summary:
          "How many participants a message would reach now on a channel (active, not opted out), among the sender's own",
        description:
          "A city chooses everyone, organisations or branches of the city; an organisation everyone of its own or its branches. Another's organisation or branch: 400 `audience_out_of_scope`.",
        body: audienceCountQuery,
        response: { 200: dataResponse(audienceCountSchema) },
      },
    },
    async (request) => ({ data: await countAudienceFor(db, await request.getActor(), request.body) }),
  );
  api.get(
    '/api/app/v2/me/communication-preferences',
    {
      config: { permission: 'participant-communication.read' },
      schema: {
        tags: ['participant'],
        summary: "The channels the participant accepts: the app's notifications, email campaigns, the mailing list",
        response: { 200: dataResponse(communicationPreferencesSchema) },
      },
    },
    async (request) => ({
      data: await getCommunicationPreferences(db, requireParticipantActor(await request.getActor())),
    }),
  );
  api.patch(
    '/api/app/v2/me/communication-preferences',
    {
      config: { permission: 'participant-communication.write' },
      schema: {
        tags: ['participant'],
        summary: 'Turns channels on or off (what is left out stays); later messages honour it',
        body: communicationPreferencesInput,
        response: { 200: dataResponse(communicationPreferencesSchema) },
      },
    },
    async (request) => ({
      data: await changeCommunicationPreferences(db, requireParticipantActor(await request.getActor()), request.body),
    }),
  );
}

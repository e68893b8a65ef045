import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARPOOL_ROLES,
  carpoolRequestInput,
  carpoolRequestSchema,
  participantCarpoolEventSchema,
  participantCarpoolMatchSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import {
  answerCarpoolMatch,
  cancelMyCarpoolRequest,
  CARPOOL_HORIZON_DAYS,
  listMyCarpoolMatches,
  listMyCarpoolRequests,
  listParticipantCarpoolEvents,
  registerForCarpool,
  registerForNextOccurrence,
  type CarpoolTrigger,
} from './participant-carpool.service.ts';

const tags = ['participant', 'carpool'];
const read = { permission: 'participant-carpool.read' as const };
const write = { permission: 'participant-carpool.write' as const };

/** The participants' carpooling (issue 20): events open to them, their requests and their matches. */
export async function registerParticipantCarpoolRoutes(
  app: FastifyInstance,
  options: { db: Db; trigger: CarpoolTrigger },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, trigger } = options;
  const matchResponse = { 200: dataResponse(participantCarpoolMatchSchema) };

  api.get(
    '/api/app/v2/carpool/events',
    {
      config: read,
      schema: {
        tags,
        description:
          `The open carpool events of the participant’s city (city-wide, or of its organisation) with their ` +
          `occurrences in the next ${CARPOOL_HORIZON_DAYS} days.`,
        response: { 200: dataResponse(z.array(participantCarpoolEventSchema)) },
      },
    },
    async (request) => ({ data: await listParticipantCarpoolEvents(db, await request.getActor()) }),
  );
  api.post(
    '/api/app/v2/carpool/events/:eventId/requests',
    {
      config: write,
      schema: {
        tags,
        description:
          'Registers the participant for one occurrence as driver (seats, licence plate, detour accepted), rider ' +
          '(pick-up window) or both, from a departure area (a centre rounded to about 100 m and a radius; never a ' +
          'home address). 409 carpool_already_registered for a second request on the same occurrence, ' +
          '409 carpool_event_not_open, 400 carpool_not_an_occurrence or carpool_occurrence_past.',
        params: z.object({ eventId: z.uuid() }),
        body: carpoolRequestInput,
        response: { 201: dataResponse(carpoolRequestSchema) },
      },
    },
    async (request, reply) => {
      const actor = await request.getActor();
      const created = await registerForCarpool(db, actor, request.params.eventId, request.body, trigger);
      return reply.code(201).send({ data: created });
    },
  );
  api.post(
    '/api/carpoolApi/create-carpool-event/:ownerId/:eventId/:role',
    {
      config: write,
      schema: {
        tags,
        description:
          'The spec’s registration call (empty body): registers the signed-in participant in `role` for the next ' +
          'occurrence of the event of the organisation or city `ownerId`, with the departure area, seats, plate, ' +
          'detour and window of its last request to that event (400 validation_failed without one).',
        params: z.object({ ownerId: z.uuid(), eventId: z.uuid(), role: z.enum(CARPOOL_ROLES) }),
        response: { 201: dataResponse(carpoolRequestSchema) },
      },
    },
    async (request, reply) => {
      const created = await registerForNextOccurrence(db, await request.getActor(), request.params, trigger);
      return reply.code(201).send({ data: created });
    },
  );
  api.get(
    '/api/app/v2/carpool/requests',
    {
      config: read,
      schema: {
        tags,
        description: 'The participant’s requests, from a week ago on, by occurrence.',
        response: { 200: dataResponse(z.array(carpoolRequestSchema)) },
      },
    },
    async (request) => ({ data: await listMyCarpoolRequests(db, await request.getActor()) }),
  );
  api.post(
    '/api/app/v2/carpool/requests/:requestId/cancel',
    {
      config: write,
      schema: {
        tags,
        description: 'Withdraws one of the participant’s requests; its live matches are cancelled.',
        params: z.object({ requestId: z.uuid() }),
        response: { 200: dataResponse(carpoolRequestSchema) },
      },
    },
    async (request) => ({
      data: await cancelMyCarpoolRequest(db, await request.getActor(), request.params.requestId, trigger),
    }),
  );
  api.get(
    '/api/app/v2/carpool/matches',
    {
      config: read,
      schema: {
        tags,
        description:
          'The participant’s matches from a week ago on, as driver or rider: status, ETA at the meet point, the ' +
          'meet point, and the other person’s name, carpool code (to show each other) and the driver’s plate.',
        response: { 200: dataResponse(z.array(participantCarpoolMatchSchema)) },
      },
    },
    async (request) => ({ data: await listMyCarpoolMatches(db, await request.getActor()) }),
  );
  const answers = {
    accept:
      'Accepts a proposed match. Once both said yes it is confirmed, or on hold (active) while the event’s admin ' +
      'validates it; 409 carpool_no_seat_left when the driver’s last seat was just taken, 409 ' +
      'carpool_match_expired for a match that expired.',
    decline: 'Declines a proposed match; both requests go back to the pool.',
    cancel: 'Calls off a confirmed (or on-hold) match.',
  } as const;
  for (const action of ['accept', 'decline', 'cancel'] as const) {
    api.post(
      `/api/app/v2/carpool/matches/:matchId/${action}`,
      {
        config: write,
        schema: {
          tags,
          description: answers[action],
          params: z.object({ matchId: z.uuid() }),
          response: matchResponse,
        },
      },
      async (request) => ({
        data: await answerCarpoolMatch(db, await request.getActor(), request.params.matchId, action, trigger),
      }),
    );
  }
}

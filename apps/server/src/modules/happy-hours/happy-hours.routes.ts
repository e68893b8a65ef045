import { happyHourInput } from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import {
  happyHourIdParams,
  happyHourListSchema,
  happyHourSchema,
  happyHoursQuerySchema,
  participantHappyHourSchema,
} from './happy-hours.schemas.ts';
import {
  createHappyHour,
  editHappyHour,
  listHappyHoursFor,
  listParticipantHappyHours,
  removeHappyHour,
} from './happy-hours.service.ts';

/** The city's happy hours (issue 17): planned from the dashboard, read by the participants' app. */
export async function registerHappyHourRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['happy-hours'];
  api.get(
    '/api/happy-hours',
    {
      config: { permission: 'happy-hours.read' },
      schema: {
        tags,
        summary: "The city's happy hours, ordered by start, each past, current or upcoming",
        querystring: happyHoursQuerySchema,
        response: { 200: happyHourListSchema },
      },
    },
    async (request) => listHappyHoursFor(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/happy-hours',
    {
      config: { permission: 'happy-hours.write' },
      schema: {
        tags,
        summary: 'Plans a happy hour; an overlap with one of intersecting scope answers 409 happy_hour_overlap',
        body: happyHourInput,
        response: { 201: dataResponse(happyHourSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createHappyHour(db, await request.getActor(), request.body) }),
  );
  api.put(
    '/api/happy-hours/:happyHourId',
    {
      config: { permission: 'happy-hours.write' },
      schema: {
        tags,
        summary: 'Replaces an upcoming happy hour; a current one may only have its end moved; a past one is read-only',
        params: happyHourIdParams,
        body: happyHourInput,
        response: { 200: dataResponse(happyHourSchema) },
      },
    },
    async (request) => ({
      data: await editHappyHour(db, await request.getActor(), request.params.happyHourId, request.body),
    }),
  );
  api.delete(
    '/api/happy-hours/:happyHourId',
    {
      config: { permission: 'happy-hours.write' },
      schema: {
        tags,
        summary: 'Deletes an upcoming happy hour (a current or past one answers 409 happy_hour_past)',
        params: happyHourIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeHappyHour(db, await request.getActor(), request.params.happyHourId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/app/v2/happy-hours',
    {
      config: { permission: 'participant-happy-hours.read' },
      schema: {
        tags: ['participant'],
        summary: "The participant's current and upcoming happy hours (the city's and the organisation's)",
        response: { 200: dataResponse(z.array(participantHappyHourSchema)) },
      },
    },
    async (request) => ({ data: await listParticipantHappyHours(db, await request.getActor()) }),
  );
}
